// DataParallelView: card states come from the phase and the step's per-replica facts.
#include "stage/dataparallel_view.h"

#include <QEvent>
#include <QResizeEvent>

#include "stage/device_card_item.h"

DataParallelView::DataParallelView(const Player* player, QWidget* parent) : QGraphicsView(parent) {
  state_.player = player;
  setScene(&scene_);
  setRenderHint(QPainter::Antialiasing);
  setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  setFrameShape(QFrame::NoFrame);
  setViewportUpdateMode(QGraphicsView::FullViewportUpdate);  // one repaint per frame, not per item
  flow_ = new FlowItem(&state_);
  flow_->setZValue(10);  // flying chunks pass over the cards
  scene_.addItem(flow_);
}

void DataParallelView::setRun(int gpus, int output_device, qint64 data_size, qint64 batch_size,
                              const QString& backend) {
  for (auto* card : cards_) {
    scene_.removeItem(card);
    delete card;
  }
  cards_.clear();
  state_.gpus = gpus;
  state_.output_device = output_device;
  state_.data_size = data_size;
  state_.batch_size = std::max<qint64>(1, batch_size);
  for (int i = 0; i < std::max(1, gpus); ++i) {
    auto* card = new DeviceCardItem(i, backend);
    card->setFontScale(state_.font_scale);
    scene_.addItem(card);
    cards_.push_back(card);
  }
  relayout();
  refresh();
}

void DataParallelView::setSubtitles(const QStringList& subtitles) {
  for (int i = 0; i < int(cards_.size()) && i < subtitles.size(); ++i) cards_[std::size_t(i)]->setSubtitle(subtitles[i]);
}

QString DataParallelView::cardSubtitle(int i) const {
  return i >= 0 && i < int(cards_.size()) ? cards_[std::size_t(i)]->subtitle() : QString();
}

void DataParallelView::setFontScale(double scale) {
  state_.font_scale = scale;
  for (auto* card : cards_) card->setFontScale(scale);
  viewport()->update();
}

int DataParallelView::idleCardCount() const {
  int n = 0;
  for (const auto* card : cards_) n += card->state() == DeviceCardItem::State::Idle;
  return n;
}

QList<DeviceCardItem*> DataParallelView::cards() const { return QList<DeviceCardItem*>(cards_.begin(), cards_.end()); }

void DataParallelView::resizeEvent(QResizeEvent* event) {
  QGraphicsView::resizeEvent(event);
  relayout();
}

void DataParallelView::changeEvent(QEvent* event) {
  QGraphicsView::changeEvent(event);
  if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange) viewport()->update();
}

void DataParallelView::relayout() {
  const QSizeF size = viewport()->size();
  state_.layout = computeSceneLayout(size, int(cards_.size()));
  scene_.setSceneRect(QRectF(QPointF(0, 0), size));
  flow_->setBounds(QRectF(QPointF(0, 0), size));
  for (std::size_t i = 0; i < cards_.size() && i < state_.layout.cards.size(); ++i) {
    cards_[i]->setRect(state_.layout.cards[i]);
  }
}

void DataParallelView::refresh() {
  using State = DeviceCardItem::State;
  const Player* player = state_.player;
  const StepResult* step = player->current();
  const AnimPhase phase = player->phase();
  std::uint64_t busiest = 0;  // the largest per-device peak of this step: the memory gauges' scale
  if (step) {
    for (const auto& m : step->record.memory) busiest = std::max(busiest, m.peak_bytes);
  }
  for (auto* card : cards_) {
    card->setHighlightOutput(card->device() == state_.output_device && state_.player->wrapped());
    const auto d = std::size_t(card->device());
    if (step && d < step->record.memory.size() && busiest > 0) {
      const double peak = double(step->record.memory[d].peak_bytes);
      const QString text = peak < 1024.0 * 1024.0 ? tr("peak %1 KiB").arg(peak / 1024.0, 0, 'f', 1)
                                                  : tr("peak %1 MiB").arg(peak / 1048576.0, 0, 'f', 1);
      card->setMemory(text, peak / double(busiest));
    } else {
      card->setMemory({}, 0);
    }
    if (!step) {
      card->setState(State::Waiting, 0);
      card->setShapes({}, {});
      card->setTime({});
      continue;
    }
    const auto& rec = step->record;
    const auto it = std::find(rec.devices.begin(), rec.devices.end(), card->device());
    if (it == rec.devices.end()) {
      card->setState(State::Idle, 0);
      card->setShapes({}, {});
      card->setTime({});
      continue;
    }
    const int replica = int(it - rec.devices.begin());
    dp::Shape in = rec.input;
    if (in.ndim() > 0) in[0] = rec.chunk_sizes[std::size_t(replica)];
    // The replica's own output shape, as the engine reports it (torch.Size([]) for a scalar).
    const bool has_out = std::size_t(replica) < rec.replica_outputs.size() && replica != rec.failed_replica;
    const dp::Shape out = has_out ? rec.replica_outputs[std::size_t(replica)] : dp::Shape{};
    const bool computed = phase > AnimPhase::Forward || (phase == AnimPhase::Forward && player->replicaDone(replica));
    const bool failed = computed && replica == rec.failed_replica;
    card->setShapes(phase >= AnimPhase::Scatter ? QString::fromStdString(in.to_list_string()) : QString(),
                    computed && has_out ? QString::fromStdString(out.to_list_string()) : QString());
    const double us = double(rec.forward_ns[std::size_t(replica)]) / 1000.0;
    card->setTime(computed ? tr("forward %1 µs (measured)").arg(us, 0, 'f', 1) : QString());
    switch (phase) {
      case AnimPhase::Idle:
      case AnimPhase::Load: card->setState(State::Waiting, 0); break;
      case AnimPhase::Scatter: card->setState(State::Receiving, player->phaseProgress()); break;
      case AnimPhase::Replicate:
        card->setState(replica == 0 ? State::Waiting : State::Replicating, player->phaseProgress());
        break;
      case AnimPhase::Forward: {
        const double p = player->replicaProgress(replica);
        card->setState(failed ? State::Failed : p >= 1.0 ? State::Done : State::Computing, p);
        break;
      }
      case AnimPhase::Gather: card->setState(State::Sending, player->phaseProgress()); break;
      case AnimPhase::Loss: card->setState(State::Done, 1.0); break;
      case AnimPhase::Backward: {
        const double p = player->replicaBackwardProgress(replica);
        card->setState(p >= 1.0 ? State::Done : State::Computing, p);
        break;
      }
      case AnimPhase::Reduce: card->setState(replica == 0 ? State::Receiving : State::Sending, player->phaseProgress()); break;
      case AnimPhase::Step: card->setState(replica == 0 ? State::Computing : State::Done, player->phaseProgress()); break;
      case AnimPhase::Done: card->setState(failed ? State::Failed : State::Done, 1.0); break;
    }
  }
  viewport()->update();
}
