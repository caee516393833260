// ScalingView: two graphs on log-log axes, filled from measured points.
#include "panels/scaling_view.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <qcustomplot.h>

ScalingView::ScalingView(QWidget* parent) : QWidget(parent) {
  versus_ = new QComboBox(this);
  measure_ = new QPushButton(this);
  note_ = new QLabel(this);
  note_->setWordWrap(true);
  plot_ = new QCustomPlot(this);
  plot_->setMinimumHeight(160);
  for (QCPAxis* axis : {plot_->xAxis, plot_->yAxis}) {
    axis->setScaleType(QCPAxis::stLogarithmic);
    axis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
  }
  plot_->addGraph();
  plot_->addGraph();
  plot_->graph(0)->setPen(QPen(QColor(0, 114, 178), 2));
  plot_->graph(0)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 6));
  plot_->graph(1)->setPen(QPen(QColor(150, 150, 150), 2, Qt::DashLine));
  plot_->graph(1)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, 5));
  plot_->legend->setVisible(true);
  auto* row = new QHBoxLayout;
  row->addWidget(versus_);
  row->addWidget(measure_);
  row->addWidget(note_, 1);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addLayout(row);
  layout->addWidget(plot_, 1);
  connect(measure_, &QPushButton::clicked, this, [this] {
    measure_->setEnabled(false);  // until the points arrive
    emit measureRequested();
  });
  connect(versus_, &QComboBox::currentIndexChanged, this, &ScalingView::replot);
  retranslate();
}

void ScalingView::setVersusDevices(bool devices) { versus_->setCurrentIndex(devices ? 0 : 1); }

void ScalingView::setPoints(const std::vector<dp::ScalingPoint>& points) {
  points_ = points;
  measure_->setEnabled(true);
  replot();
}

void ScalingView::replot() {
  const bool devices = versus_->currentIndex() == 0;
  QVector<double> x, step, plain;
  for (const auto& p : points_) {
    if (p.kind != (devices ? "devices" : "batch")) continue;
    x << (devices ? p.devices : double(p.batch));
    step << p.step_us;
    plain << p.plain_us;
  }
  plot_->graph(0)->setData(x, step);
  plot_->graph(1)->setData(x, plain);
  plot_->xAxis->setLabel(devices ? tr("simulated GPUs (batch 30)") : tr("batch size (8 simulated GPUs)"));
  plot_->rescaleAxes();
  plot_->replot();
}

void ScalingView::retranslate() {
  const int index = std::max(0, versus_->currentIndex());
  const QSignalBlocker block(versus_);
  versus_->clear();
  versus_->addItems({tr("Step time vs GPU count"), tr("Step time vs batch size")});
  versus_->setCurrentIndex(index);
  measure_->setText(tr("Measure"));
  note_->setText(tr("Median of repeated steps of Linear(5, 2), measured on the engine thread (dpviz-bench --sweep)."));
  plot_->yAxis->setLabel(tr("time per step (µs)"));
  plot_->graph(0)->setName(tr("DataParallel step"));
  plot_->graph(1)->setName(tr("plain forward, one device"));
  replot();
}

void ScalingView::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}
