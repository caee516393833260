// TimingsView: builds the three timing plots and redraws them from one throttled slot, so a fast
// run (hundreds of batches a second) costs at most ~33 replots a second whatever the step rate.
#include "panels/timings_view.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QEvent>
#include <QFontMetrics>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QScrollArea>
#include <QVBoxLayout>
#include <algorithm>
#include <array>
#include <qcustomplot.h>

#include "common/cost_words.h"
#include "common/no_break.h"
#include "core/limits.h"
#include "panels/chart_deck.h"
#include "panels/device_ticks.h"
#include "panels/phase_style.h"
#include "panels/plot_text.h"
#include "panels/timings_caption.h"
#include "stage/device_palette.h"

namespace {

constexpr int kRedrawMs = 30;      // ~33 fps: smooth enough, and far below the engine's step rate
constexpr double kBarWidth = 0.7;    // one stacked bar per device, with a gap between devices
constexpr double kLaneHalf = 0.38;  // half a timeline lane's height, leaving a gap between lanes
constexpr std::array<dp::Phase, 4> kLegendPhases = {dp::Phase::Load, dp::Phase::Scatter, dp::Phase::Replicate,
                                                    dp::Phase::Forward};

QStringList names(int from, int to, bool indices) {
  QStringList out;
  for (int d = from; d < to; ++d) out << (indices ? QString::number(d) : deviceName(d));
  return out;
}

}  // namespace

TimingsView::TimingsView(QWidget* parent) : QWidget(parent) {
  // The charts take the room they get: side by side, in two rows, or one at a time in a low dock.
  deck_ = new ChartDeck(this);
  barsPlot_ = makePlot(&barsTitle_);
  ganttPlot_ = makePlot(&ganttTitle_);
  historyPlot_ = makePlot(&historyTitle_);
  deck_->addChart(barsPlot_, 1);
  deck_->addChart(ganttPlot_, 2);  // the timeline has one lane per device: give it the most room
  deck_->addChart(historyPlot_, 1);
  deck_->setFocusChart(1);         // the timeline first: what the readings below switch
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(makeSide());
  layout->addWidget(deck_, 1);

  // The per-device chart's key: two entries that hold no data (every device's bars stay out of it).
  workKey_ = new QCPBars(barsPlot_->xAxis, barsPlot_->yAxis);
  workKey_->setBrush(workKeyBrush(fontMetrics().height()));
  workKey_->setPen(phaseOutline(dp::Phase::Load, 0));
  waitKey_ = new QCPBars(barsPlot_->xAxis, barsPlot_->yAxis);
  waitKey_->setBrush(waitBrush());
  waitKey_->setPen(waitOutline());
  barsPlot_->setAutoAddPlottableToLegend(false);
  barsPlot_->legend->clearItems();
  workKey_->addToLegend();
  waitKey_->addToLegend();
  // The key in a row of its own under the title, side by side: inside the axes it covered the bars.
  QCPLegend* key = barsPlot_->legend;
  key->setVisible(true);
  key->setBrush(Qt::NoBrush);
  key->setBorderPen(Qt::NoPen);
  key->setFillOrder(QCPLayoutGrid::foColumnsFirst);
  barsPlot_->axisRect()->insetLayout()->take(key);
  barsPlot_->plotLayout()->insertRow(1);
  barsPlot_->plotLayout()->addElement(1, 0, key);
  barsPlot_->plotLayout()->setRowStretchFactor(1, 0.001);
  ganttPlot_->yAxis->setRangeReversed(true);  // host on top, then cuda:0 down: the way data flows
  // Grid lines on lane or device centres would only cut through slices and between paired bars.
  ganttPlot_->yAxis->grid()->setVisible(false);
  barsPlot_->xAxis->grid()->setVisible(false);

  historyGraph_ = historyPlot_->addGraph();  // pen and markers follow the palette: applyPalette()
  auto batchTicks = QSharedPointer<QCPAxisTickerFixed>::create();  // batches are whole numbers
  batchTicks->setTickStep(1.0);
  batchTicks->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
  historyPlot_->xAxis->setTicker(batchTicks);
  // Batch 1's cold start (threads started, memory touched for the first time) named on the chart;
  // the scale is the steady state's, so the warm-up point may lie above it (the label says so).
  warmupLabel_ = new QCPItemText(historyPlot_);
  warmupLabel_->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
  warmupLabel_->setTextAlignment(Qt::AlignLeft);
  warmupLabel_->setPadding(QMargins(6, 2, 2, 2));
  warmupLabel_->setVisible(false);
  // Where the label fits depends on the axis rect, known once a layout has placed it.
  connect(historyPlot_, &QCustomPlot::afterLayout, this, &TimingsView::placeWarmupLabel);
  // Tick labels depend on the plot's size: refit once a layout has placed the axes.
  for (QCustomPlot* plot : {barsPlot_, ganttPlot_}) {
    connect(plot, &QCustomPlot::afterLayout, this, [this] {
      if (fitDeviceTicks()) scheduleRedraw();
    });
  }

  redrawTimer_.setSingleShot(true);
  redrawTimer_.setInterval(kRedrawMs);
  connect(&redrawTimer_, &QTimer::timeout, this, &TimingsView::redraw);

  setDeviceCount(1);
  applyPalette();
  retranslate();
}

QWidget* TimingsView::makeSide() {
  auto* side = new QWidget;
  auto* column = new QVBoxLayout(side);
  column->setContentsMargins(6, 4, 6, 4);
  caption_ = new QLabel(side);
  caption_->setWordWrap(true);
  caption_->setObjectName(QStringLiteral("timingsCaption"));
  measures_ = new QLabel(side);
  measures_->setWordWrap(true);
  measures_->setObjectName(QStringLiteral("timingsMeasures"));
  measuredButton_ = new QRadioButton(side);
  idealButton_ = new QRadioButton(side);
  measuredButton_->setChecked(true);
  auto* group = new QButtonGroup(side);
  group->addButton(measuredButton_);
  group->addButton(idealButton_);
  modelledButton_ = new QRadioButton(side);
  group->addButton(modelledButton_);
  // The group keeps one button checked: the one checked names the reading.
  for (const auto& [button, reading] : {std::pair{measuredButton_, TimingsReading::Measured}, std::pair{idealButton_, TimingsReading::Ideal},
                                        std::pair{modelledButton_, TimingsReading::Modelled}}) {
    connect(button, &QRadioButton::toggled, this, [this, reading](bool on) {
      if (on) setReading(reading);
    });
  }
  profile_ = new QComboBox(side);
  for (const dp::cost::Profile& p : dp::cost::profiles()) profile_->addItem(CostWords::profileName(p));
  // The longest profile name would make the side column wider than its room, and the caption and
  // the buttons would run under the column's edge; the list itself still shows the whole names.
  profile_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  profile_->setMinimumContentsLength(8);
  // The combo cuts a long name ("8× A100 SXM4 · NVLink 3…" at 1024×768): the whole name, wrapped, under it.
  profileName_ = new QLabel(side);
  profileName_->setObjectName(QStringLiteral("timingsProfileName"));
  profileName_->setWordWrap(true);
  profileName_->setVisible(false);
  profile_->installEventFilter(this);
  connect(profile_, &QComboBox::currentIndexChanged, this, [this] {
    showProfileName();
    remodel();
    updateCaption();
    scheduleRedraw();
  });
  auto* legend = new QGridLayout;  // one column: a narrow side never clips a phase's name
  legend->setHorizontalSpacing(4);
  legend->setVerticalSpacing(1);
  for (int i = 0; i < int(kLegendPhases.size()); ++i) {
    auto* swatch = new QLabel(side);
    swatch->setPixmap(phaseSwatch(kLegendPhases[std::size_t(i)], fontMetrics().height() - 2));
    auto* text = new QLabel(side);
    text->setWordWrap(true);
    text->setObjectName(QStringLiteral("timingsPhaseKey"));
    legendTexts_ << text;
    legend->addWidget(swatch, i, 0, Qt::AlignTop);
    legend->addWidget(text, i, 1);
  }
  legend->setColumnStretch(1, 1);
  // What the charts need to be read comes first (the timeline's key above the long note on warm-up),
  // so a 1024×768 projector shows it without scrolling the column.
  column->addWidget(caption_);
  column->addWidget(measuredButton_);
  column->addWidget(idealButton_);
  column->addWidget(modelledButton_);
  column->addWidget(profile_);
  column->addWidget(profileName_);
  column->addLayout(legend);
  column->addWidget(measures_);
  column->addStretch(1);
  // A low dock scrolls the caption rather than growing the window.
  auto* scroll = new QScrollArea(this);
  scroll->setWidget(side);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  scroll->setMinimumWidth(220);
  scroll->setMaximumWidth(300);
  return scroll;
}

QCustomPlot* TimingsView::makePlot(QCPTextElement** title) {
  auto* plot = new QCustomPlot(this);
  plot->setMinimumSize(150, 100);
  plot->plotLayout()->insertRow(0);
  *title = new QCPTextElement(plot, QString());
  plot->plotLayout()->addElement(0, 0, *title);
  plot_text::applyFonts(plot, plot_text::chartFont(this));
  plot_text::wrapTitles(plot);
  return plot;
}

void TimingsView::setDeviceCount(int n) {
  n = std::clamp<int>(n, dp::kAppGpuRange.min, dp::kAppGpuRange.max);
  for (QCPBars* bars : waitBars_) barsPlot_->removePlottable(bars);
  for (QCPBars* bars : workBars_) barsPlot_->removePlottable(bars);
  workBars_.clear();
  waitBars_.clear();
  // QCPBars has one brush per series, so each device gets its own series to wear its colour.
  for (int d = 0; d < n; ++d) {
    auto* work = new QCPBars(barsPlot_->xAxis, barsPlot_->yAxis);
    work->setWidth(kBarWidth);
    work->setBrush(phaseBrush(dp::Phase::Forward, d));
    work->setPen(phaseOutline(dp::Phase::Forward, d));
    auto* wait = new QCPBars(barsPlot_->xAxis, barsPlot_->yAxis);
    wait->setWidth(kBarWidth);
    wait->setBrush(waitBrush());
    wait->setPen(waitOutline());
    wait->moveAbove(work);
    workBars_.push_back(work);
    waitBars_.push_back(wait);
  }
  deviceCount_ = n;
  hasStep_ = false;
  step_ = StepResult{};
  measured_ = idealTimeline_ = timeline_ = Timeline{};
  modelled_reading_ = {};
  barStride_ = laneStride_ = 0;
  fitDeviceTicks();
  updateCaption();
  scheduleRedraw();
}

void TimingsView::setLanes(const std::vector<dp::DeviceInfo>& lanes) {
  measuredOn_ = dp::measured_on(lanes);
  // A GPU's stream waits for no core, only for the host to start it.
  waitKey_->setName(measuredOn_.cuda ? tr("waiting to start") : tr("waiting for a core"));
  updateCaption();
}

void TimingsView::showStep(const StepResult& step) {
  // A failed batch did not finish: its timeline shows what ran, but it has no step time.
  const bool ran = step.outcome == StepOutcome::Ran;
  hasStep_ = (ran || step.outcome == StepOutcome::Failed) && !step.events.empty();
  step_ = hasStep_ ? step : StepResult{};
  measured_ = hasStep_ ? measuredTimeline(step_, deviceCount_) : Timeline{};
  idealTimeline_ = hasStep_ ? idealTimeline(step_, deviceCount_) : Timeline{};
  remodel();
  // The engine's word for the warm-up: the run's first step, not each epoch's first batch.
  if (ran) history_.add(double(step.record.step_ns) / 1000.0, step.record.warm_up);
  updateCaption();
  scheduleRedraw();
}

void TimingsView::clearHistory() {
  historyGraph_->data()->clear();
  history_.clear();
  scheduleRedraw();
}

int TimingsView::historySize() const { return historyGraph_->dataCount() + int(history_.pendingX().size()); }

void TimingsView::setReading(TimingsReading reading) {
  reading_ = reading;
  QRadioButton* button = reading == TimingsReading::Ideal ? idealButton_ : modelled() ? modelledButton_ : measuredButton_;
  if (!button->isChecked()) button->setChecked(true);
  updateCaption();
  scheduleRedraw();
}

void TimingsView::setModelFacts(const dp::cost::ModelFacts& facts) {
  facts_ = facts;
  remodel();
  updateCaption();
  scheduleRedraw();
}

void TimingsView::remodel() {
  const auto& all = dp::cost::profiles();
  const dp::cost::Profile& p = all[std::size_t(std::clamp(profile_->currentIndex(), 0, int(all.size()) - 1))];
  modelled_reading_ = hasStep_ && !facts_.layers.empty() ? modelledTimeline(step_, facts_, p) : ModelledReading{};
  modelledButton_->setToolTip(ModelledWords::tooltip(p));
}

QString TimingsView::caption() const { return no_break::plain(caption_->text()); }

void TimingsView::updateCaption() {
  timeline_ = modelled() ? modelled_reading_.timeline : ideal() ? idealTimeline_ : measured_;
  QString text = TimingsCaption::measuredOn(measuredOn_);
  const QString readings = TimingsCaption::readings(measuredOn_);
  if (!readings.isEmpty()) text = TimingsCaption::then(text, readings);
  const dp::cost::Profile& profile = dp::cost::profiles()[std::size_t(std::max(profile_->currentIndex(), 0))];
  if (modelled()) text = TimingsCaption::then(ModelledWords::caption(profile), modelled_reading_.why_not);
  no_break::setText(caption_, text);
  const bool shown = hasStep_ && step_.outcome == StepOutcome::Ran;
  // The step time each reading implies, short enough for the side column.
  measuredButton_->setText(shown ? tr("As measured: %1").arg(TimingsCaption::micros(measured_.step_us)) : tr("As measured"));
  idealButton_->setText(shown ? tr("Ideal parallel: %1").arg(TimingsCaption::micros(idealTimeline_.step_us))
                              : tr("Ideal parallel"));
  idealButton_->setToolTip(TimingsCaption::ideal(measuredOn_));
  const bool modelled = shown && modelled_reading_.why_not.isEmpty() && modelled_reading_.timeline.step_us > 0;
  modelledButton_->setText(modelled ? tr("Modelled: %1").arg(TimingsCaption::micros(modelled_reading_.timeline.step_us)) : tr("Modelled"));
  ganttTitle_->setText(reading_ == TimingsReading::Modelled ? tr("This step, modelled on %1 (µs): a model, not a measurement").arg(CostWords::profileName(profile))
                       : ideal()  ? tr("This step, ideal parallel (µs)")
                                 : tr("This step, as measured (µs)"));
}

void TimingsView::retranslate() {
  no_break::setText(measures_, tr("This tab shows single steps of the run in the window, as they happened: the first batch's "
                        "include the warm-up (threads starting, memory touched for the first time), so they are far "
                        "longer than the later ones, which Scaling's medians resemble."));
  barsTitle_->setText(tr("Per-device time (µs)"));
  workKey_->setName(tr("working"));
  waitKey_->setName(measuredOn_.cuda ? tr("waiting to start") : tr("waiting for a core"));
  historyTitle_->setText(tr("Step time per batch (µs)"));
  barsPlot_->yAxis->setLabel(tr("time (µs)"));
  ganttPlot_->xAxis->setLabel(tr("time since the step began (µs)"));
  historyPlot_->xAxis->setLabel(tr("batch"));
  historyPlot_->yAxis->setLabel(tr("step time (µs)"));
  const QStringList legend = {tr("load"), tr("scatter + gather"), tr("replicate"), tr("forward (each GPU's colour)")};
  for (int i = 0; i < legendTexts_.size(); ++i) no_break::setText(legendTexts_[i], legend[i]);
  measuredButton_->setToolTip(tr("The timeline as the engine stamped it."));
  deck_->setButtonTexts({tr("Per device"), tr("This step"), tr("Per batch")});
  showProfileName();
  barStride_ = laneStride_ = 0;  // the "host" lane label is translated too
  fitDeviceTicks();
  updateCaption();
  scheduleRedraw();
}

void TimingsView::showProfileName() {
  if (!profile_ || !profileName_) return;
  QStyleOptionComboBox opt;
  opt.initFrom(profile_);
  opt.currentText = profile_->currentText();
  const QRect field = profile_->style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, profile_);
  profileName_->setText(profile_->currentText());
  profileName_->setVisible(profile_->fontMetrics().horizontalAdvance(profile_->currentText()) > field.width());
}

bool TimingsView::eventFilter(QObject* watched, QEvent* e) {
  if (watched == profile_ && (e->type() == QEvent::Resize || e->type() == QEvent::FontChange || e->type() == QEvent::Show)) showProfileName();
  return QWidget::eventFilter(watched, e);
}

void TimingsView::changeEvent(QEvent* e) {
  if (e->type() == QEvent::LanguageChange) {
    retranslate();
  } else if (e->type() == QEvent::FontChange) {  // the app's zoom
    for (QCustomPlot* plot : {barsPlot_, ganttPlot_, historyPlot_}) plot_text::applyFonts(plot, plot_text::chartFont(this));
    barStride_ = laneStride_ = 0;  // device labels refit for the new size
    fitDeviceTicks();
    scheduleRedraw();
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
  // Per device, from the instant the first device started: its work, then the rest of the time until
  // its forward was done, which on simulated GPUs is its thread waiting for a core (to start, or
  // between and within its slices). Work + wait = when the device was done.
  const auto n = std::size_t(deviceCount_);
  const std::vector<DeviceTime> times = deviceTimes(measured_, deviceCount_);
  double top = 0.0;
  for (std::size_t d = 0; d < n; ++d) {
    workBars_[d]->data()->clear();
    waitBars_[d]->data()->clear();
    if (!hasStep_ || d >= times.size()) continue;
    workBars_[d]->addData(double(d), times[d].work_us);
    waitBars_[d]->addData(double(d), times[d].wait_us);
    top = std::max(top, times[d].work_us + times[d].wait_us);
  }
  barsPlot_->xAxis->setRange(-0.7, deviceCount_ - 0.3);
  barsPlot_->yAxis->setRange(0.0, top > 0.0 ? top * 1.1 : 1.0);
}

double TimingsView::workBarUs(int d) const {
  const auto i = std::size_t(d);
  return i < workBars_.size() && !workBars_[i]->data()->isEmpty() ? workBars_[i]->data()->at(0)->value : 0.0;
}

double TimingsView::waitBarUs(int d) const {
  const auto i = std::size_t(d);
  return i < waitBars_.size() && !waitBars_[i]->data()->isEmpty() ? waitBars_[i]->data()->at(0)->value : 0.0;
}

void TimingsView::rebuildGantt() {
  ganttPlot_->clearItems();
  double right = 0.0;
  for (const TimelineSlice& s : timeline_.slices) {
    auto* slice = new QCPItemRect(ganttPlot_);
    slice->topLeft->setCoords(s.start_us, s.device - kLaneHalf);
    slice->bottomRight->setCoords(s.end_us, s.device + kLaneHalf);
    slice->setBrush(phaseBrush(s.phase, s.device));
    slice->setPen(phaseOutline(s.phase, s.device));
    slice->setSelectable(false);
    right = std::max(right, s.end_us);
  }
  // The same axis for both readings, so switching shows the time the staircase costs.
  // (The modelled reading has its own scale: modelled µs on an A100 are not this machine's.)
  right = modelled() ? std::max(right, modelled_reading_.timeline.step_us) : std::max({right, measured_.step_us, idealTimeline_.step_us});
  ganttPlot_->xAxis->setRange(0.0, right > 0.0 ? right * 1.02 : 1.0);
  ganttPlot_->yAxis->setRange(-1.6, deviceCount_ - 0.4);  // the host lane (-1) through the last device
}

void TimingsView::rebuildHistory() {
  // Only the new points go in: re-sending a long run's whole history each tick would grow costly.
  if (!history_.pendingX().isEmpty()) {
    historyGraph_->addData(history_.pendingX(), history_.pendingY(), true);
    history_.takePending();
  }
  historyPlot_->xAxis->setRange(0.0, double(std::max<std::int64_t>(history_.batches(), 1)) + 1.0);
  const double top = history_.top();  // once a redraw: it walks every step since batch 2
  historyPlot_->yAxis->setRange(0.0, top);
  warmupLabel_->setVisible(history_.warmupBatch() >= 1);
  if (history_.warmupBatch() >= 1) {
    warmupLabel_->setFont(historyPlot_->yAxis->tickLabelFont());
    warmupLabel_->setColor(palette().color(QPalette::WindowText));
    placeWarmupLabel();
  }
}

void TimingsView::placeWarmupLabel() {
  // At the warm-up's batch, or further left where the text would run past the chart's right edge,
  // in the shorter wording where the longer one is wider than the chart (the side chart is narrow
  // at projector sizes: "↑ warm-up: 256,685 µs," lost its unit there).
  if (history_.warmupBatch() < 1) return;
  const double warmup_us = history_.warmupUs();
  const double top = historyPlot_->yAxis->range().upper;
  const bool above = warmup_us > top;
  // No thousands separator: every µs reading on this tab (the caption's, the cards') is written plain.
  const QString us = QString::number(warmup_us, 'f', 0);
  const QString texts[] = {above ? tr("↑ warm-up: %1 µs,\nabove the scale").arg(us) : tr("warm-up: %1 µs").arg(us),
                           above ? tr("↑ warm-up\n%1 µs", "a step time above the chart's scale").arg(us)
                                 : tr("warm-up\n%1 µs", "a step time on the chart").arg(us)};
  const QRect rect = historyPlot_->axisRect()->rect();
  const QMargins pad = warmupLabel_->padding();
  const QFontMetrics metrics(warmupLabel_->font());
  int width = 0;
  for (const QString& text : texts) {
    warmupLabel_->setText(text);
    width = metrics.boundingRect(QRect(), Qt::AlignLeft, text).width() + pad.left() + pad.right();
    if (rect.width() <= 0 || width <= rect.width()) break;
  }
  const double y = above ? top : warmup_us;
  QCPAxis* x = historyPlot_->xAxis;
  double at = double(history_.warmupBatch());
  if (rect.width() > 0 && x->coordToPixel(at) + width > rect.right()) at = x->pixelToCoord(std::max(rect.left(), rect.right() - width));
  warmupLabel_->position->setCoords(at, y);
}

bool TimingsView::fitDeviceTicks() {
  const QFontMetrics barFont(barsPlot_->xAxis->tickLabelFont());
  const QFontMetrics laneFont(ganttPlot_->yAxis->tickLabelFont());
  const double barSpacing = barsPlot_->axisRect()->width() / (deviceCount_ + 0.4);
  const double laneSpacing = ganttPlot_->axisRect()->height() / (deviceCount_ + 1.2);
  const AxisTicks bars = fitTicks(names(0, deviceCount_, false), names(0, deviceCount_, true), 0.0, barSpacing,
                                    barFont, Qt::Horizontal);
  QStringList lanes = names(0, deviceCount_, false);
  lanes.prepend(tr("host"));
  const AxisTicks laneTicks = fitTicks(lanes, {}, -1.0, laneSpacing, laneFont, Qt::Vertical);
  if (bars.stride == barStride_ && bars.indicesOnly == barIndices_ && laneTicks.stride == laneStride_) return false;
  barStride_ = bars.stride;
  barIndices_ = bars.indicesOnly;
  laneStride_ = laneTicks.stride;
  auto barTicker = QSharedPointer<QCPAxisTickerText>::create();
  for (const auto& [at, text] : bars.ticks) barTicker->addTick(at, text);
  auto laneTicker = QSharedPointer<QCPAxisTickerText>::create();
  for (const auto& [at, text] : laneTicks.ticks) laneTicker->addTick(at, text);
  barsPlot_->xAxis->setTicker(barTicker);
  barsPlot_->xAxis->setLabel(bars.indicesOnly ? tr("GPU (cuda:N)") : QString());
  ganttPlot_->yAxis->setTicker(laneTicker);
  return true;
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
  }
  for (QCPTextElement* title : {barsTitle_, ganttTitle_, historyTitle_}) title->setTextColor(text);
  barsPlot_->legend->setTextColor(text);
  historyGraph_->setPen(QPen(pal.color(QPalette::Highlight), 1.5));
  historyGraph_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, pal.color(QPalette::Highlight), 4));
}
