// TimingsView: builds the three timing plots and redraws them from one throttled slot, so a fast
// run (hundreds of batches a second) costs at most ~33 replots a second whatever the step rate.
#include "panels/timings_view.h"

#include <QEvent>
#include <QSplitter>
#include <QVBoxLayout>
#include <algorithm>
#include <qcustomplot.h>

#include "core/limits.h"
#include "stage/device_palette.h"

namespace {

constexpr int kRedrawMs = 30;      // ~33 fps: smooth enough, and far below the engine's step rate
constexpr double kBarWidth = 0.38;  // two bars per device side by side, with a gap between devices
constexpr double kBarOffset = 0.2;
constexpr double kLaneHalf = 0.38;  // half a Gantt lane's height, leaving a gap between lanes

const QColor kCopyGrey(150, 150, 150);
const QColor kReplicateGrey(160, 160, 160);
const QColor kLoadGrey(70, 70, 70);

QColor blend(const QColor& a, const QColor& b, float t) {
  return QColor::fromRgbF(a.redF() + (b.redF() - a.redF()) * t, a.greenF() + (b.greenF() - a.greenF()) * t,
                          a.blueF() + (b.blueF() - a.blueF()) * t);
}

// Copies are drawn as a paler version of the device's colour so a lane still reads as one device.
QColor phaseColor(dp::Phase phase, int device) {
  switch (phase) {
    case dp::Phase::Forward: return deviceColor(device);
    case dp::Phase::Scatter:
    case dp::Phase::Gather: return blend(deviceColor(device), Qt::white, 0.55f);
    case dp::Phase::Replicate: return kReplicateGrey;
    case dp::Phase::Load: return kLoadGrey;
    default: return QColor();
  }
}

// Warnings, prints and the step-done marker are instants or summaries, not work on a lane.
bool isGanttPhase(dp::Phase phase) {
  return phase == dp::Phase::Load || phase == dp::Phase::Scatter || phase == dp::Phase::Replicate ||
         phase == dp::Phase::Forward || phase == dp::Phase::Gather;
}

// 64 tick labels would overprint each other; beyond 16 devices label every 2nd, beyond 32 every 4th.
int labelStride(int devices) { return devices > 32 ? 4 : devices > 16 ? 2 : 1; }


}  // namespace

TimingsView::TimingsView(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  auto* splitter = new QSplitter(Qt::Horizontal, this);  // side by side: the bottom dock is wide and low
  layout->addWidget(splitter);

  barsPlot_ = makePlot(&barsTitle_, true);
  ganttPlot_ = makePlot(&ganttTitle_, true);
  historyPlot_ = makePlot(&historyTitle_, false);
  splitter->addWidget(barsPlot_);
  splitter->addWidget(ganttPlot_);
  splitter->addWidget(historyPlot_);
  splitter->setStretchFactor(0, 1);
  splitter->setStretchFactor(1, 2);  // the timeline has one lane per device: give it the most room
  splitter->setStretchFactor(2, 1);

  copyBars_ = new QCPBars(barsPlot_->xAxis, barsPlot_->yAxis);
  copyBars_->setWidth(kBarWidth);
  copyBars_->setBrush(kCopyGrey);
  copyBars_->setPen(QPen(kCopyGrey.darker(130)));

  // Items (the slices) have no legend entries, so data-less series stand in for the phase colours.
  const std::array<dp::Phase, 4> keyPhases = {dp::Phase::Load, dp::Phase::Scatter, dp::Phase::Replicate,
                                              dp::Phase::Forward};
  for (std::size_t i = 0; i < keyPhases.size(); ++i) {
    ganttKeys_[i] = new QCPBars(ganttPlot_->xAxis, ganttPlot_->yAxis);
    ganttKeys_[i]->setBrush(phaseColor(keyPhases[i], 0));
    ganttKeys_[i]->setPen(QPen(phaseColor(keyPhases[i], 0).darker(130)));
  }
  ganttPlot_->yAxis->setRangeReversed(true);  // host on top, then cuda:0 down: the way data flows
  // Grid lines on lane or device centres would only cut through slices and between paired bars.
  ganttPlot_->yAxis->grid()->setVisible(false);
  barsPlot_->xAxis->grid()->setVisible(false);

  historyGraph_ = historyPlot_->addGraph();  // pen and markers follow the palette: applyPalette()
  auto batchTicks = QSharedPointer<QCPAxisTickerFixed>::create();  // batches are whole numbers
  batchTicks->setTickStep(1.0);
  batchTicks->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
  historyPlot_->xAxis->setTicker(batchTicks);

  redrawTimer_.setSingleShot(true);
  redrawTimer_.setInterval(kRedrawMs);
  connect(&redrawTimer_, &QTimer::timeout, this, &TimingsView::redraw);

  setDeviceCount(1);
  applyPalette();
  retranslate();
}

QCustomPlot* TimingsView::makePlot(QCPTextElement** title, bool withLegend) {
  auto* plot = new QCustomPlot(this);
  plot->setMinimumSize(220, 120);
  plot->plotLayout()->insertRow(0);
  QFont titleFont = font();
  titleFont.setBold(true);
  *title = new QCPTextElement(plot, QString(), titleFont);
  plot->plotLayout()->addElement(0, 0, *title);
  if (withLegend) {
    // Below the axes rather than inset, so the legend never hides a bar or a slice.
    plot->legend->setVisible(true);
    plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    plot->plotLayout()->addElement(2, 0, plot->legend);
    plot->plotLayout()->setRowStretchFactor(2, 0.001);
  }
  return plot;
}

void TimingsView::setDeviceCount(int n) {
  n = std::clamp<int>(n, dp::kAppGpuRange.min, dp::kAppGpuRange.max);
  for (QCPBars* bars : forwardBars_) barsPlot_->removePlottable(bars);
  forwardBars_.clear();
  // QCPBars has one brush per series, so each device gets its own series to wear its colour.
  for (int d = 0; d < n; ++d) {
    auto* bars = new QCPBars(barsPlot_->xAxis, barsPlot_->yAxis);
    bars->setWidth(kBarWidth);
    bars->setBrush(deviceColor(d));
    bars->setPen(QPen(deviceColor(d).darker(130)));
    if (d > 0) bars->removeFromLegend();  // one "forward" entry stands for all; the ticks name devices
    forwardBars_.push_back(bars);
  }
  forwardBars_.front()->setName(tr("forward"));
  copyBars_->removeFromLegend();  // re-adding keeps "forward" first in the legend
  copyBars_->addToLegend();

  deviceCount_ = n;
  hasStep_ = false;
  step_ = StepResult{};
  rebuildTickers();
  scheduleRedraw();
}

void TimingsView::showStep(const StepResult& step) {
  // A failed batch did not run: nothing to show for it, and no point in the run's history.
  const bool ran = step.outcome == StepOutcome::Ran;
  hasStep_ = ran && !step.events.empty();
  step_ = hasStep_ ? step : StepResult{};
  if (ran) {
    ++batchCounter_;
    const double us = double(step.record.step_ns) / 1000.0;
    pendingX_.append(double(batchCounter_));
    pendingY_.append(us);
    historyMaxUs_ = std::max(historyMaxUs_, us);
  }
  scheduleRedraw();
}

void TimingsView::clearHistory() {
  historyGraph_->data()->clear();
  pendingX_.clear();
  pendingY_.clear();
  batchCounter_ = 0;
  historyMaxUs_ = 0.0;
  scheduleRedraw();
}

int TimingsView::historySize() const { return historyGraph_->dataCount() + int(pendingX_.size()); }

void TimingsView::retranslate() {
  barsTitle_->setText(tr("Per-device time (µs)"));
  ganttTitle_->setText(tr("Timeline of this step (µs)"));
  historyTitle_->setText(tr("Step time per batch (µs)"));
  barsPlot_->yAxis->setLabel(tr("time (µs)"));
  ganttPlot_->xAxis->setLabel(tr("time since the step began (µs)"));
  historyPlot_->xAxis->setLabel(tr("batch"));
  historyPlot_->yAxis->setLabel(tr("step time (µs)"));
  forwardBars_.front()->setName(tr("forward"));
  copyBars_->setName(tr("scatter + gather"));
  ganttKeys_[0]->setName(tr("load"));
  ganttKeys_[1]->setName(tr("scatter + gather"));
  ganttKeys_[2]->setName(tr("replicate"));
  ganttKeys_[3]->setName(tr("forward"));
  historyGraph_->setName(tr("step time"));
  rebuildTickers();  // the "host" lane label is translated too
  scheduleRedraw();
}

void TimingsView::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) {
    retranslate();
  } else if (e->type() == QEvent::PaletteChange || e->type() == QEvent::ApplicationPaletteChange) {
    // Follow a switch between light and dark themes while the app runs.
    applyPalette();
    scheduleRedraw();
  }
  QWidget::changeEvent(e);
}

void TimingsView::scheduleRedraw() {
  if (!redrawTimer_.isActive()) redrawTimer_.start();
}

void TimingsView::redraw() {
  rebuildBars();
  rebuildGantt();
  rebuildHistory();
  for (QCustomPlot* plot : {barsPlot_, ganttPlot_, historyPlot_}) plot->replot(QCustomPlot::rpQueuedReplot);
}

void TimingsView::rebuildBars() {
  const auto n = std::size_t(deviceCount_);
  std::vector<double> forward(n, 0.0), copies(n, 0.0);
  if (hasStep_) {
    for (const dp::Event& e : step_.events) {
      // Host events have no bar, and a device beyond the count belongs to a stale configuration.
      if (e.device < 0 || e.device >= deviceCount_ || e.end_ns <= e.start_ns) continue;
      const double us = double(e.duration_ns()) / 1000.0;
      if (e.phase == dp::Phase::Forward) forward[std::size_t(e.device)] += us;
      if (e.phase == dp::Phase::Scatter || e.phase == dp::Phase::Gather) copies[std::size_t(e.device)] += us;
    }
  }
  QVector<double> copyKeys, copyValues;
  double top = 0.0;
  for (std::size_t d = 0; d < n; ++d) {
    forwardBars_[d]->data()->clear();
    if (!hasStep_) continue;
    forwardBars_[d]->addData(double(d) - kBarOffset, forward[d]);
    copyKeys.append(double(d) + kBarOffset);
    copyValues.append(copies[d]);
    top = std::max({top, forward[d], copies[d]});
  }
  copyBars_->setData(copyKeys, copyValues, true);
  barsPlot_->xAxis->setRange(-0.7, deviceCount_ - 0.3);
  barsPlot_->yAxis->setRange(0.0, top > 0.0 ? top * 1.1 : 1.0);
}

void TimingsView::rebuildGantt() {
  ganttPlot_->clearItems();
  double right = 0.0;
  if (hasStep_) {
    const std::int64_t origin =
        std::min_element(step_.events.begin(), step_.events.end(), [](const dp::Event& a, const dp::Event& b) {
          return a.start_ns < b.start_ns;
        })->start_ns;
    // A faint text-coloured outline keeps touching slices apart on light and dark backgrounds.
    QColor outline = palette().color(QPalette::Text);
    outline.setAlpha(90);
    for (const dp::Event& e : step_.events) {
      if (!isGanttPhase(e.phase) || e.end_ns <= e.start_ns) continue;
      if (e.device < -1 || e.device >= deviceCount_) continue;  // no lane for it
      const double x0 = double(e.start_ns - origin) / 1000.0;
      const double x1 = double(e.end_ns - origin) / 1000.0;
      auto* slice = new QCPItemRect(ganttPlot_);
      slice->topLeft->setCoords(x0, e.device - kLaneHalf);
      slice->bottomRight->setCoords(x1, e.device + kLaneHalf);
      slice->setBrush(phaseColor(e.phase, e.device));
      slice->setPen(QPen(outline, 0));
      slice->setSelectable(false);
      right = std::max(right, x1);
    }
  }
  ganttPlot_->xAxis->setRange(0.0, right > 0.0 ? right * 1.02 : 1.0);
  ganttPlot_->yAxis->setRange(-1.6, deviceCount_ - 0.4);  // the host lane (-1) through the last device
}

void TimingsView::rebuildHistory() {
  // Only the new points go in: re-sending a long run's whole history each tick would grow costly.
  if (!pendingX_.isEmpty()) {
    historyGraph_->addData(pendingX_, pendingY_, true);
    pendingX_.clear();
    pendingY_.clear();
  }
  historyPlot_->xAxis->setRange(0.0, double(std::max<std::int64_t>(batchCounter_, 1)) + 1.0);
  historyPlot_->yAxis->setRange(0.0, historyMaxUs_ > 0.0 ? historyMaxUs_ * 1.1 : 1.0);
}

void TimingsView::rebuildTickers() {
  const int stride = labelStride(deviceCount_);
  auto barTicks = QSharedPointer<QCPAxisTickerText>::create();
  auto laneTicks = QSharedPointer<QCPAxisTickerText>::create();
  laneTicks->addTick(-1.0, tr("host"));
  for (int d = 0; d < deviceCount_; d += stride) {
    barTicks->addTick(d, deviceName(d));
    laneTicks->addTick(d, deviceName(d));
  }
  barsPlot_->xAxis->setTicker(barTicks);
  ganttPlot_->yAxis->setTicker(laneTicks);
  barsPlot_->xAxis->setTickLabelRotation(deviceCount_ > 16 ? 60.0 : 0.0);  // long runs of labels
}

void TimingsView::applyPalette() {
  const QPalette pal = palette();
  const QColor text = pal.color(QPalette::Text);
  const QColor grid = pal.color(QPalette::Mid);
  for (QCustomPlot* plot : {barsPlot_, ganttPlot_, historyPlot_}) {
    plot->setBackground(pal.base());
    for (QCPAxis* axis : plot->axisRect()->axes()) {
      axis->setBasePen(QPen(text, 0));
      axis->setTickPen(QPen(text, 0));
      axis->setSubTickPen(QPen(text, 0));
      axis->setTickLabelColor(text);
      axis->setLabelColor(text);
      axis->grid()->setPen(QPen(grid, 0, Qt::DotLine));
      axis->grid()->setZeroLinePen(QPen(grid, 0));
    }
    plot->legend->setBrush(pal.base());
    plot->legend->setBorderPen(QPen(text, 0));
    plot->legend->setTextColor(text);
  }
  for (QCPTextElement* title : {barsTitle_, ganttTitle_, historyTitle_}) title->setTextColor(text);
  historyGraph_->setPen(QPen(pal.color(QPalette::Highlight), 1.5));
  historyGraph_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, pal.color(QPalette::Highlight), 4));
}
