// LossView: two graphs over the steps, dashed lines between epochs, the sentence under them.
#include "panels/loss_view.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>
#include <cmath>
#include <qcustomplot.h>

#include "common/no_break.h"
#include "panels/plot_text.h"
#include "stage/device_palette.h"

QCustomPlot* makeLossPlot(QWidget* parent) {
  auto* plot = new QCustomPlot(parent);
  plot->setMinimumHeight(140);
  plot->addGraph();
  plot->addGraph();
  plot->graph(0)->setPen(QPen(deviceColor(0), 3));
  plot->graph(0)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 6));
  plot->graph(1)->setPen(QPen(QColor(20, 20, 20), 1.5, Qt::DashLine));  // drawn over: it lies on the other
  plot->graph(1)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCross, 8));
  plot->legend->setVisible(true);
  plot_text::legendBelow(plot);  // inside the axes it covered the last step's points
  auto ticks = QSharedPointer<QCPAxisTickerFixed>::create();
  ticks->setTickStep(1.0);
  ticks->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
  plot->xAxis->setTicker(ticks);
  plot_text::followFont(plot);  // the zoom and projector mode reach the axes and the legend
  return plot;
}

QString lossRiseNote(const QVector<double>& losses, qint64 steps_per_epoch) {
  for (qsizetype i = losses.size() - 1; i >= 1; --i) {
    const double before = losses[i - 1], now = losses[i];
    if (!(now > before + 1e-6 * std::abs(before))) continue;  // not a rise beyond float rounding
    const QString from = QString::number(before, 'g', 3), to = QString::number(now, 'g', 3);
    if (steps_per_epoch == 1) {
      return LossView::tr("The loss rose, %1 → %2 at step %3, on the same batch: the SGD step overshot (a smaller "
                          "learning rate would not).")
          .arg(from, to).arg(i + 1);
    }
    return LossView::tr("The loss rose, %1 → %2 at step %3: a different batch, and the model has taken only %n SGD "
                        "step(s).", nullptr, int(i))
        .arg(from, to).arg(i + 1);
  }
  return {};
}

QLabel* makeLossNoteLabel(QWidget* parent) {
  auto* note = new QLabel(parent);
  note->setObjectName(QStringLiteral("lossRiseNote"));
  note->setWordWrap(true);
  note->setTextInteractionFlags(Qt::TextSelectableByMouse);
  note->hide();
  return note;
}

LossView::LossView(QWidget* parent) : QWidget(parent) {
  plot_ = makeLossPlot(this);
  note_ = makeLossNoteLabel(this);
  summary_ = new QLabel(this);
  summary_->setWordWrap(true);
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(plot_, 1);
  layout->addWidget(summary_);
  layout->addWidget(note_);
  retranslate();
}

void LossView::setRun(int gpus, qint64 steps_per_epoch) {
  gpus_ = gpus;
  steps_per_epoch_ = steps_per_epoch;
  steps_.clear();
  losses_.clear();
  references_.clear();
  largest_gap_ = 0.0;
  retranslate();
}

void LossView::addStep(qint64 step, double loss, double reference) {
  steps_ << double(step + 1);
  losses_ << loss;
  references_ << reference;
  largest_gap_ = std::max(largest_gap_, std::abs(loss - reference));
  redraw();
  no_break::setText(summary_, summary());
  no_break::setText(note_, riseNote());
  note_->setVisible(!note_->text().isEmpty());
}

QString LossView::riseNote() const { return lossRiseNote(losses_, steps_per_epoch_); }

QString LossView::summary() const {
  if (steps_per_epoch_ == 0) return tr("Switch Training on in the controls to see the loss at every step.");
  if (steps_.isEmpty()) return tr("The loss of every step appears here, next to the same training on one device.");
  if (largest_gap_ == 0.0) {  // bit for bit: no rounding to excuse
    return tr("The two curves coincide exactly: on %n GPU(s), DataParallel sums the replicas' gradients on cuda:0, and "
              "that sum is exactly the gradient one device computes for the whole batch's mean loss, so every SGD step "
              "is the same step.", nullptr, gpus_);
  }
  return tr("The two curves coincide (the largest difference so far is %1, float rounding): on %n GPU(s), DataParallel "
            "sums the replicas' gradients on cuda:0, and that sum is exactly the gradient one device computes for the "
            "whole batch's mean loss, so every SGD step is the same step.", nullptr, gpus_)
      .arg(largest_gap_, 0, 'g', 2);
}

void LossView::redraw() {
  plot_->graph(0)->setData(steps_, losses_, true);
  plot_->graph(1)->setData(steps_, references_, true);
  plot_->clearItems();
  const double last = steps_.isEmpty() ? 1.0 : steps_.back();
  for (qint64 e = 1; steps_per_epoch_ > 0 && double(e * steps_per_epoch_) + 0.5 < last; ++e) {
    auto* line = new QCPItemStraightLine(plot_);  // between the last step of an epoch and the next
    const double x = double(e * steps_per_epoch_) + 0.5;
    line->point1->setCoords(x, 0);
    line->point2->setCoords(x, 1);
    line->setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DotLine));
  }
  double top = 0.0;
  for (double v : losses_) top = std::max(top, v);
  for (double v : references_) top = std::max(top, v);
  plot_->xAxis->setRange(0.5, std::max(2.0, last) + 0.5);
  plot_->yAxis->setRange(0.0, top > 0 ? top * 1.1 : 1.0);
  plot_->replot(QCustomPlot::rpQueuedReplot);
}

void LossView::retranslate() {
  plot_->xAxis->setLabel(tr("step", "axis title: the training step's number"));
  plot_->yAxis->setLabel(tr("loss (MSE, mean)"));
  plot_->graph(0)->setName(tr("DataParallel on %n GPU(s)", nullptr, gpus_));
  plot_->graph(1)->setName(tr("one device"));
  no_break::setText(summary_, summary());
  no_break::setText(note_, riseNote());
  note_->setVisible(!note_->text().isEmpty());
  redraw();
}

void LossView::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}
