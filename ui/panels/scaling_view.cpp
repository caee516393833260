// ScalingView: a side column (what to plot, Measure, what was measured, what it shows) and the
// plot, which appears with the first points; ranges padded so no point sits on an axis.
#include "panels/scaling_view.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include "common/no_break.h"
#include "panels/plot_text.h"
#include "panels/scaling_summary.h"
#include "panels/timings_caption.h"
#include "run/measured_on.h"

namespace {
constexpr double kXPad = 1.3;  // log axes: a third of a step beyond the outermost points
constexpr double kYPad = 1.8;
}  // namespace

ScalingView::ScalingView(QWidget* parent) : QWidget(parent) {
  auto* side = new QWidget;
  versus_ = new QComboBox(side);
  measure_ = new QPushButton(side);
  note_ = new QLabel(side);
  note_->setWordWrap(true);
  conclusion_ = new QLabel(side);
  conclusion_->setWordWrap(true);
  conclusion_->setObjectName(QStringLiteral("scalingConclusion"));
  QFont bold = conclusion_->font();
  bold.setBold(true);
  conclusion_->setFont(bold);
  auto* column = new QVBoxLayout(side);
  column->setContentsMargins(6, 4, 6, 4);
  column->addWidget(versus_);
  column->addWidget(measure_);
  progress_ = new QProgressBar(side);
  progress_->setVisible(false);
  progress_->setTextVisible(true);
  column->addWidget(progress_);
  column->addWidget(conclusion_);
  column->addWidget(note_);
  column->addStretch(1);
  auto* scroll = new QScrollArea(this);  // a low dock scrolls the text rather than growing
  scroll->setWidget(side);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  scroll->setMinimumWidth(220);
  scroll->setMaximumWidth(380);

  intro_ = new QLabel(this);
  intro_->setWordWrap(true);
  intro_->setAlignment(Qt::AlignCenter);
  intro_->setMargin(12);
  plot_ = new QCustomPlot(this);
  plot_->setMinimumHeight(140);
  for (QCPAxis* axis : {plot_->xAxis, plot_->yAxis}) {
    axis->setScaleType(QCPAxis::stLogarithmic);
    axis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
  }
  plot_->addGraph();
  plot_->addGraph();
  plot_->graph(0)->setPen(QPen(QColor(0, 114, 178), 2));
  plot_->graph(0)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 6));
  plot_->graph(1)->setPen(QPen(QColor(110, 110, 110), 2, Qt::DashLine));
  plot_->graph(1)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, 5));
  // The legend in a row under the axes: inside, it would cover the curve's top; in a column to their
  // right it was cut at the plot's edge. Above both, the width of the plot: where the points were
  // measured (this computer, or the bundled example).
  plot_->legend->setVisible(true);
  QCPLayoutGrid* top = plot_->plotLayout();
  QCPAxisRect* axes = plot_->axisRect();
  top->take(axes);
  top->simplify();
  title_ = new QCPTextElement(plot_, QString());
  top->addElement(0, 0, title_);
  top->addElement(1, 0, axes);
  plot_text::legendBelow(plot_);
  plot_text::wrapTitles(plot_);
  plot_text::applyFonts(plot_, plot_text::chartFont(this));
  stack_ = new QStackedWidget(this);
  stack_->addWidget(intro_);
  stack_->addWidget(plot_);

  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(scroll);
  layout->addWidget(stack_, 1);
  connect(measure_, &QPushButton::clicked, this, [this] {
    measure_->setEnabled(false);  // until the points arrive
    setProgress(0, dp::kScalingPointCount);
    emit measureRequested();
  });
  connect(versus_, &QComboBox::currentIndexChanged, this, &ScalingView::replot);
  record_ = ScalingRecord::bundledExample();
  retranslate();
}

void ScalingView::setVersusDevices(bool devices) { versus_->setCurrentIndex(devices ? 0 : 1); }

bool ScalingView::plotShown() const { return stack_->currentWidget() == plot_; }

QString ScalingView::conclusion() const { return no_break::plain(conclusion_->text()); }

void ScalingView::setPoints(const std::vector<dp::ScalingPoint>& points) { setRecord(ScalingRecord::here(points)); }

void ScalingView::setRecord(const ScalingRecord& record) {
  record_ = record;
  measure_->setEnabled(true);
  progress_->setVisible(false);
  replot();
}

void ScalingView::setProgress(int done, int total) {
  progress_->setRange(0, std::max(1, total));
  progress_->setValue(std::clamp(done, 0, std::max(1, total)));
  progress_->setVisible(true);
}

QString ScalingView::sourceLabel() const { return record_.points.empty() ? QString() : ScalingSource::label(record_); }

void ScalingView::replot() {
  const bool devices = versus_->currentIndex() == 0;
  QVector<double> x, step, plain;
  for (const auto& p : ScalingSummary::series(record_.points, devices)) {
    x << (devices ? p.devices : double(p.batch));
    step << p.step_us;
    plain << p.plain_us;
  }
  stack_->setCurrentWidget(x.isEmpty() ? static_cast<QWidget*>(intro_) : plot_);
  no_break::setText(conclusion_, ScalingSummary::conclusion(record_.points, devices, !record_.bundled));
  title_->setText(sourceLabel());
  conclusion_->setVisible(!x.isEmpty());
  plot_->graph(0)->setData(x, step);
  plot_->graph(1)->setData(x, plain);
  plot_->xAxis->setLabel(devices ? tr("simulated GPUs (batch 30)") : tr("batch size (8 simulated GPUs)"));
  const LogRange xr = paddedLogRange(x, kXPad);
  const LogRange yr = paddedLogRange(step + plain, kYPad);
  plot_->xAxis->setRange(xr.lower, xr.upper);
  plot_->yAxis->setRange(yr.lower, yr.upper);
  plot_->replot();
}

void ScalingView::retranslate() {
  const int index = std::max(0, versus_->currentIndex());
  const QSignalBlocker block(versus_);
  versus_->clear();
  versus_->addItems({tr("Step time vs GPU count"), tr("Step time vs batch size")});
  versus_->setCurrentIndex(index);
  measure_->setText(tr("Measure"));
  no_break::setText(note_, TimingsCaption::then(
      tr("Median of repeated steps of Linear(5, 2) on simulated GPUs, %1, measured on the engine thread "
         "(dpviz-bench --sweep).")
          .arg(tr("%n CPU core(s)", nullptr, dp::cpu_core_count())),
      tr("Warm-up steps are left out, so these times are those of a warm step, where Timings shows each "
                    "step of the window's own run, the first batch's warm-up included.")));
  no_break::setText(intro_, tr("Measure times the tutorial's Linear(5, 2) on simulated GPUs: batch 30 on 1 to 64 GPUs, and "
                     "batches 30 to 65536 on 8 GPUs, each next to a plain forward of the same batch on one device. "
                     "It takes a few seconds."));
  measure_->setToolTip(no_break::plain(intro_->text()));
  plot_->yAxis->setLabel(tr("time per step (µs)"));
  plot_->graph(0)->setName(tr("DataParallel step"));
  plot_->graph(1)->setName(tr("plain forward, one device"));
  replot();
}

void ScalingView::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  if (event->type() == QEvent::FontChange) {  // the app's zoom
    plot_text::applyFonts(plot_, plot_text::chartFont(this));
    plot_->replot();
  }
  QWidget::changeEvent(event);
}
