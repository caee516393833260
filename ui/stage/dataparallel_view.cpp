// DataParallelView: lays the scene out for the viewport, fits one text size for all cards, and
// turns the phase and the step's per-replica facts into what each card shows.
#include "stage/dataparallel_view.h"

#include <QEvent>
#include <QResizeEvent>
#include <QStyle>
#include <algorithm>

#include "stage/device_card_item.h"
#include "stage/flow_geometry.h"
#include "stage/legend_item.h"
#include "stage/text_fit.h"

DataParallelView::DataParallelView(const Player* player, QWidget* parent) : QGraphicsView(parent) {
  state_.player = player;
  setScene(&scene_);
  setRenderHint(QPainter::Antialiasing);
  setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);  // only when the text floor needs a taller stage
  setFrameShape(QFrame::NoFrame);
  setViewportUpdateMode(QGraphicsView::FullViewportUpdate);  // one repaint per frame, not per item
  setOptimizationFlags(QGraphicsView::DontSavePainterState);  // items set what they use
  setAlignment(Qt::AlignLeft | Qt::AlignTop);
  flow_ = new FlowItem(&state_);
  flow_->setZValue(10);  // flying chunks pass over the lanes, above the cards' edges
  scene_.addItem(flow_);
  legend_ = new LegendItem;
  legend_->setVisible(false);
  scene_.addItem(legend_);
}

void DataParallelView::setRun(int gpus, int output_device, qint64 data_size, qint64 batch_size,
                              const QString& backend) {
  for (auto* card : cards_) {
    scene_.removeItem(card);
    delete card;
  }
  cards_.clear();
  ++run_;
  state_.gpus = gpus;
  state_.output_device = output_device;
  state_.data_size = data_size;
  state_.batch_size = std::max<qint64>(1, batch_size);
  for (int i = 0; i < std::max(1, gpus); ++i) {
    auto* card = new DeviceCardItem(i, backend);
    scene_.addItem(card);
    cards_.push_back(card);
  }
  relayout();
  refresh();
}

void DataParallelView::setDevices(const std::vector<dp::DeviceInfo>& lanes) {
  std::size_t i = 0;
  for (const auto& lane : lanes) {
    if (lane.is_host()) continue;
    if (i < cards_.size()) cards_[i++]->setDeviceInfo(lane);
  }
  fitted_for_ = -1;  // the subtitles' widths changed
  refit();
}

QString DataParallelView::cardSubtitle(int i) const {
  return i >= 0 && i < int(cards_.size()) ? cards_[std::size_t(i)]->subtitle() : QString();
}

void DataParallelView::setZoom(double zoom, double mode_factor) {
  if (zoom == user_zoom_ && mode_factor == mode_factor_) return;
  user_zoom_ = zoom;
  mode_factor_ = mode_factor;
  zoom_ = std::clamp(zoom * mode_factor, 0.5, 3.0 * mode_factor);
  relayout();
}

void DataParallelView::setTextFloor(int px) {
  if (px == text_floor_) return;
  text_floor_ = px;
  relayout();
}

void DataParallelView::setLegendVisible(bool visible) {
  if (visible == legend_visible_) return;
  legend_visible_ = visible;
  legend_->setVisible(visible);
  relayout();
}

int DataParallelView::idleCardCount() const {
  int n = 0;
  for (const auto* card : cards_) n += card->state() == DeviceCardItem::State::Idle;
  return n;
}

QList<DeviceCardItem*> DataParallelView::cards() const { return QList<DeviceCardItem*>(cards_.begin(), cards_.end()); }

QList<StageText> DataParallelView::texts() const {
  QList<StageText> all = flow_->texts();
  for (const auto* card : cards_) all += card->geometry().texts;
  if (legend_visible_) all += legend_->texts();
  return all;
}

QRectF DataParallelView::reduceLabel() const { return flow_->reduceLabel(); }

QList<StageShape> DataParallelView::shapes() const {
  QList<StageShape> all = flow_->flights();
  for (const auto* card : cards_) {
    const CardGeometry& g = card->geometry();
    if (!g.slot.isEmpty()) all << StageShape{StageShapeKind::Slot, g.slot, card->device()};
    if (!g.gauge.isEmpty() && !card->memoryText().isEmpty()) all << StageShape{StageShapeKind::Gauge, g.gauge, card->device()};
    if (!g.bar.isEmpty()) all << StageShape{StageShapeKind::Bar, g.bar, card->device()};
  }
  return all;
}

void DataParallelView::resizeEvent(QResizeEvent* event) {
  QGraphicsView::resizeEvent(event);
  relayout();
}

void DataParallelView::changeEvent(QEvent* event) {
  QGraphicsView::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) {
    // Every string on the stage is made from facts at paint time: remake them all now.
    for (auto* card : cards_) card->retranslate();
    relayout();  // the legend's and the labels' widths changed too
    refresh();
  } else if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
    relayout();
  }
}

void DataParallelView::relayout() {
  // The layout depends on the widget's size only (not on whether the scroll bar shows), so that
  // showing the scroll bar cannot change the layout that asked for it.
  const QSizeF full = size();
  const double bar = QGraphicsView::style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
  const int n = int(cards_.size());
  SceneStyle style;
  style.zoom = zoom_;
  style.legend = legend_visible_;
  int floor = n <= 8 ? text_floor_ : 0;  // 64 cards keep the overview: their text may shrink
  style.minTextPx = floor;
  const CardStrings probe = widestStrings(nullptr);
  // The grid whose cards fit best (cardFitScore: the largest text with the most rows), measured
  // with strings of any batch; on a tie, fewer rows.
  struct Choice {
    SceneLayout layout;
    bool met = false;  // the cards' text reaches the floor
    int px = 0;        // the cards' text
  };
  const auto bestFor = [&](const QSizeF& size) {
    double best = -1e9;
    Choice c{computeSceneLayout(size, n, style), floor == 0, 0};
    for (const int cols : gridColumnChoices(n)) {
      style.columns = cols;
      const SceneLayout l = computeSceneLayout(size, n, style);
      if (l.cards.empty()) continue;
      const CardFit f = fitCards(l.cards.front().size(), probe, l.cardCapPx, floor, dropRowsForFloor());
      const double score = cardFitScore(f) + (f.fitsFloor ? 1000.0 : 0.0);
      if (score >= best) {
        best = score;
        c = {l, f.fitsFloor, f.px};
      }
    }
    style.columns = 0;
    return c;
  };
  // The view's height if the floor is met there; else the least taller scene (it scrolls) where
  // it is, the scroll bar's width taken from the scene's.
  double height = full.height();
  const auto solve = [&] {
    style.height = 0;
    height = full.height();
    Choice c = bestFor(full);
    for (double h = full.height() * 1.2; !c.met && n > 0 && h <= full.height() * 12; h *= 1.2) {
      style.height = height = h;
      c = bestFor(QSizeF(full.width() - bar, full.height()));
    }
    return c;
  };
  if (n <= 8 && user_zoom_ > 1.0) {
    // Zoomed in: the cards' text as large as at zoom 1 in this mode times the zoom, like every
    // other text (laid out again: fewer per row, taller), where that fits the view; where it
    // does not, the log's size is the floor (and the stage scrolls only if even that cannot fit).
    const int least = floor;
    style.zoom = mode_factor_;
    style.minTextPx = floor = 0;
    const int base = solve().px;
    style.zoom = zoom_;
    style.minTextPx = least;  // the labels' floor stays the log's size; the cards aim higher
    floor = std::max(least, int(std::lround(base * user_zoom_)));
    style.height = 0;
    if (least > 0 && !bestFor(full).met) floor = least;  // the shell's floor: no needless scrolling
  }
  Choice chosen = solve();
  // Labels about as large as the cards' text: with a large zoom the columns beside the grid
  // would otherwise take the width the cards need.
  if (chosen.px > 0 && chosen.layout.labelPx > chosen.px + 2) {
    style.labelCapPx = chosen.px + 2;
    chosen = solve();
  }
  state_.layout = chosen.layout;
  const QSizeF scene(height > full.height() ? full.width() - bar : full.width(), height);
  scene_.setSceneRect(QRectF(QPointF(0, 0), scene));
  flow_->setBounds(QRectF(QPointF(0, 0), scene));
  flow_->invalidate();
  legend_->setGeometry(state_.layout.legend, state_.layout.labelPx);
  for (std::size_t i = 0; i < cards_.size() && i < state_.layout.cards.size(); ++i) {
    cards_[i]->setRect(state_.layout.cards[i]);
  }
  fitted_for_ = -1;
  refit();
}

// The widest string any card can show in this run, whatever the phase, measured large (where
// hinting distorts least). Shapes from `step` when given, else a typical width.
CardStrings DataParallelView::widestStrings(const StepResult* step) const {
  const QFont probe = stageFont(40);
  CardStrings w;
  const auto widen = [&probe](QString& slot, const QString& candidate) {
    if (textWidth(probe, candidate) > textWidth(probe, slot)) slot = candidate;
  };
  for (const auto* card : cards_) {
    widen(w.name, card->strings().name);
    widen(w.subtitle, card->subtitle());
  }
  for (int s = 0; s <= int(DeviceCardItem::State::Updating); ++s) {
    widen(w.state, DeviceCardItem::stateText(DeviceCardItem::State(s)));
    widen(w.stateShort, DeviceCardItem::stateText(DeviceCardItem::State(s), true));
  }
  QStringList ins, outs;
  if (step) {
    const auto& rec = step->record;
    for (std::size_t r = 0; r < rec.chunk_sizes.size(); ++r) {
      dp::Shape in = rec.input;
      if (in.ndim() > 0) in[0] = rec.chunk_sizes[r];
      ins << QString::fromStdString(in.to_list_string());
      outs << (r < rec.replica_outputs.size() && int(r) != rec.failed_replica ? QString::fromStdString(rec.replica_outputs[r].to_list_string())
                                                                           : QStringLiteral("—"));
    }
  }
  if (ins.isEmpty()) {  // no batch yet: a typical width
    ins << QStringLiteral("[88, 8]");
    outs << QStringLiteral("[88, 8]");
  }
  for (int r = 0; r < int(ins.size()); ++r) {
    widen(w.shapes, DeviceCardItem::shapesText(ins[r], outs[r]));
    widen(w.shapesIn, DeviceCardItem::tr("in %1").arg(ins[r]));
    widen(w.shapesOut, DeviceCardItem::tr("out %1").arg(outs[r]));
  }
  // A typical time, or the batch's own longest (a cold warm-up can take 150000 µs and more).
  double longest_us = 888.8;
  if (step) {
    for (const auto ns : step->record.forward_ns) longest_us = std::max(longest_us, double(ns) / 1000.0);
  }
  w.time = DeviceCardItem::timeText(longest_us);
  w.timeShort = DeviceCardItem::timeText(longest_us, true);
  widen(w.time, DeviceCardItem::timeText(longest_us, false, true));  // batch 1: the warm-up's
  w.memory = DeviceCardItem::memoryText(888.8 * 1024);
  w.memoryShort = DeviceCardItem::memoryText(888.8 * 1024, true);
  return w;
}

void DataParallelView::refit() {
  const StepResult* step = state_.player->current();
  const qint64 key = run_ * 100000 + (step ? state_.player->batchesShown() : 0);
  if (key == fitted_for_ || cards_.empty() || state_.layout.cards.empty()) return;
  fitted_for_ = key;
  const int floor = cards_.size() <= 8 ? text_floor_ : 0;
  fit_ = fitCards(state_.layout.cards.front().size(), widestStrings(step), state_.layout.cardCapPx, floor, dropRowsForFloor());

  state_.card_slots.assign(cards_.size(), QRectF());
  for (std::size_t i = 0; i < cards_.size(); ++i) {
    cards_[i]->setFit(fit_);
    state_.card_slots[i] = cards_[i]->geometry().slot;
  }
  viewport()->update();
}

void DataParallelView::refresh() {
  const StepResult* step = state_.player->current();
  refit();  // a new batch may bring wider shapes
  std::uint64_t busiest = 0;  // the largest per-device peak of this step: the memory gauges' scale
  if (step) {
    for (const auto& m : step->record.memory) busiest = std::max(busiest, m.peak_bytes);
  }
  for (auto* card : cards_) refreshCard(card, step, busiest);
  viewport()->update();
}

// What one card shows in the current phase. Nothing of this batch shows before it is true: no
// shapes before the scatter, no output shape or time before the replica's forward, no peak memory
// before the replica has computed.
void DataParallelView::refreshCard(DeviceCardItem* card, const StepResult* step, std::uint64_t busiest) {
  using State = DeviceCardItem::State;
  const Player* player = state_.player;
  const AnimPhase phase = player->phase();
  card->setHighlightOutput(card->device() == state_.output_device && player->wrapped());
  static const dp::BatchRecord kNoBatch;
  const dp::BatchRecord& rec = step ? step->record : kNoBatch;
  const auto it = std::find(rec.devices.begin(), rec.devices.end(), card->device());
  if (!step || phase < AnimPhase::Scatter || it == rec.devices.end()) {
    // Before the scatter no card knows whether it gets a chunk.
    const bool idle = step && phase >= AnimPhase::Scatter;
    card->setState(idle ? State::Idle : State::Waiting, 0);
    card->setShapes({}, {});
    card->setForwardTime(-1);
    card->setMemory(0, 0);  // an idle card took no part in this step
    card->setMemoryKinds({});
    card->setChunk(0, 0);
    return;
  }
  const int replica = int(it - rec.devices.begin());
  const auto r = std::size_t(replica);
  dp::Shape in = rec.input;
  if (in.ndim() > 0) in[0] = rec.chunk_sizes[r];
  // The replica's own output shape, as the engine reports it (torch.Size([]) for a scalar: "[]").
  const bool failed_replica = replica == rec.failed_replica;
  const bool has_out = r < rec.replica_outputs.size() && !failed_replica;
  const bool computed = phase > AnimPhase::Forward || (phase == AnimPhase::Forward && player->replicaDone(replica));
  card->setShapes(QString::fromStdString(in.to_list_string()),
                  computed && has_out ? QString::fromStdString(rec.replica_outputs[r].to_list_string()) : QString(),
                  computed && failed_replica);
  // The run's first step is the warm-up (the engine says which: BatchRecord::warm_up): its times
  // are cold starts, far above the later steps' (docs/classroom.md, the Timings tab).
  card->setForwardTime(computed && r < rec.forward_ns.size() ? double(rec.forward_ns[r]) / 1000.0 : -1.0, rec.warm_up);
  const auto d = std::size_t(card->device());
  const bool peak = computed && d < rec.memory.size() && busiest > 0;
  card->setMemory(peak ? rec.memory[d].peak_bytes : 0, peak ? double(rec.memory[d].peak_bytes) / double(busiest) : 0.0);
  DeviceCardItem::MemoryKinds kinds;
  if (peak && step->training && d < step->record.memory_by_kind.size()) {
    const dp::MemoryByKind& m = step->record.memory_by_kind[d];
    kinds = {m.parameters_bytes, m.gradients_bytes, m.reduce_buffer_bytes, m.momentum_bytes};
  }
  card->setMemoryKinds(kinds);
  // The chunk slot: filled when the chunk lands, emptied as the output leaves in the gather.
  std::int64_t largest = 1;
  for (const auto c : rec.chunk_sizes) largest = std::max(largest, c);
  const int n = int(rec.chunk_sizes.size());
  double presence = 1.0;
  if (phase == AnimPhase::Scatter) presence = flightProgress(player->phaseProgress(), replica, n) >= 1.0 ? 1.0 : 0.0;
  if (phase == AnimPhase::Gather) presence = flightProgress(player->phaseProgress(), replica, n) > 0.0 ? 0.0 : 1.0;
  if (phase == AnimPhase::Done && (player->wrapped() || player->failed())) presence = 0.0;
  card->setChunk(double(rec.chunk_sizes[r]) / double(largest), presence);
  const bool failed = computed && failed_replica;
  switch (phase) {
    case AnimPhase::Idle:
    case AnimPhase::Load: card->setState(State::Waiting, 0); break;
    case AnimPhase::Scatter: card->setState(State::Receiving, player->phaseProgress()); break;
    case AnimPhase::Replicate:
      // Replica 0 shares the original module's parameters: nothing is copied to cuda:0.
      card->setState(replica == 0 ? State::HasParameters : State::Replicating, replica == 0 ? 1.0 : player->phaseProgress());
      break;
    case AnimPhase::Forward: {
      const double p = player->replicaProgress(replica);
      card->setState(failed ? State::Failed : p >= 1.0 ? State::Done : State::Computing, p);
      break;
    }
    case AnimPhase::Gather: card->setState(State::Sending, player->phaseProgress()); break;
    case AnimPhase::Loss: card->setState(State::Done, 1.0); break;
    case AnimPhase::Backward: {  // the gradient chunks have arrived; each replica computes its gradients
      const double p = player->replicaBackwardProgress(replica);
      card->setState(p >= 1.0 ? State::GradientsReady : State::ComputingGradients, p);
      break;
    }
    case AnimPhase::Reduce:  // every replica's gradients go to device_ids[0], which sums them (R10.3)
      card->setState(replica == 0 ? State::Summing : State::SendingGradients, player->phaseProgress());
      break;
    case AnimPhase::Step:  // SGD on the parameters' device only
      card->setState(replica == 0 ? State::Updating : State::Done, replica == 0 ? player->phaseProgress() : 1.0);
      break;
    case AnimPhase::Done: card->setState(failed ? State::Failed : State::Done, 1.0); break;
  }
}
