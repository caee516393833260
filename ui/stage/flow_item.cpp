// FlowItem painting. Positions come from SceneLayout, labels and flights from flow_geometry, motion
// from the Player's phase progress. Before the scatter the batch is one uncut, uncoloured block.
#include "stage/flow_item.h"

#include <QApplication>
#include <QPainter>
#include <QPalette>

#include "stage/device_palette.h"
#include "stage/explanation.h"
#include "stage/flow_geometry.h"
#include "stage/reduce_geometry.h"
#include "stage/text_fit.h"

const QList<StageText>& FlowItem::texts() const {
  const Player* player = state_->player;
  const StepResult* step = player ? player->current() : nullptr;
  const AnimPhase phase = player ? player->phase() : AnimPhase::Idle;
  const auto key = std::make_tuple(generation_, player ? player->batchesShown() : -1, int(phase));
  if (key != texts_key_) {
    QString rule;
    if (step) rule = scatterRule(step->record.input.ndim() > 0 ? step->record.input[0] : 0, state_->gpus);
    texts_ = flowTexts(*state_, step, phase, rule);
    texts_key_ = key;
  }
  return texts_;
}

QList<StageShape> FlowItem::flights() const {
  const Player* player = state_->player;
  const StepResult* step = player ? player->current() : nullptr;
  if (!step) return {};
  return flightShapes(*state_, *step, player->phase(), player->phaseProgress());
}

QRectF FlowItem::reduceLabel() const {
  const Player* player = state_->player;
  const StepResult* step = player ? player->current() : nullptr;
  if (!step || player->phase() != AnimPhase::Reduce) return {};
  const ReduceTray tray = reduceTray(*state_, *step);
  return tray.text.isEmpty() ? QRectF() : tray.textBox;
}

void FlowItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
  p->setRenderHint(QPainter::Antialiasing, false);  // columns are rectangles: solid fills stay cheap at 4K
  const StepResult* step = state_->player ? state_->player->current() : nullptr;
  const AnimPhase phase = state_->player ? state_->player->phase() : AnimPhase::Idle;
  paintDataset(p, step, phase >= AnimPhase::Scatter);
  const QPalette pal = QApplication::palette();
  if (step) {
    paintBatch(p, *step);
    paintOutput(p, *step);
  } else {
    p->setPen(QPen(pal.color(QPalette::Mid), 1, Qt::DashLine));
    p->setBrush(Qt::NoBrush);
    p->drawRect(state_->layout.output);
  }
  for (const StageText& t : texts()) {
    QColor c = pal.color(QPalette::Text);
    if (t.role == StageRole::ChunkCount && step && phase == AnimPhase::Scatter) {
      // On the solid chunk before it leaves, the device's text colour; on its pale trace, the text colour.
      const auto& devices = step->record.devices;
      const int i = int(std::find(devices.begin(), devices.end(), t.owner) - devices.begin());
      if (flightProgress(state_->player->phaseProgress(), i, int(devices.size())) < 0.5) c = deviceTextColor(t.owner);
    }
    const bool onBase = t.role != StageRole::ChunkCount;  // labels sit on the view's background
    drawStageText(p, t, c, onBase ? pal.color(QPalette::Base) : QColor());
  }
  if (step && step->training && (phase == AnimPhase::Reduce || phase == AnimPhase::Step)) {
    paintReduce(p, *step);
  }
  for (const StageShape& f : flights()) {  // solid squares with a light rim: crisp, and cheap by the dozen
    if (phase == AnimPhase::Reduce) break;  // paintReduce drew Reduce's pieces
    p->fillRect(f.rect, pal.color(QPalette::Base));
    p->fillRect(f.rect.adjusted(1, 1, -1, -1), deviceColor(f.owner));
    if (f.kind == StageShapeKind::GradientFlight) {  // a gradient: the same colour, hollow
      const double rim = std::max(2.0, f.rect.width() / 4);
      p->fillRect(f.rect.adjusted(rim, rim, -rim, -rim), pal.color(QPalette::Base));
    }
  }
}

void FlowItem::paintDataset(QPainter* p, const StepResult* step, bool cut) const {
  const QRectF r = state_->layout.dataset;
  const QPalette pal = QApplication::palette();
  p->setPen(QPen(pal.color(QPalette::Mid), 1));
  p->setBrush(pal.color(QPalette::AlternateBase));
  p->drawRect(r);
  if (state_->data_size <= 0 || !step) return;
  const double rowH = r.height() / double(state_->data_size);
  const auto& rec = step->record;
  // Which replica each batch row goes to: known once the batch is cut (scatter), not before.
  std::vector<int> owner(rec.samples.size(), -1);
  std::size_t row = 0;
  for (std::size_t c = 0; c < rec.chunk_sizes.size(); ++c) {
    for (std::int64_t k = 0; k < rec.chunk_sizes[c] && row < owner.size(); ++k) owner[row++] = int(c);
  }
  QColor loaded = pal.color(QPalette::Text);
  loaded.setAlpha(150);
  p->setPen(Qt::NoPen);
  for (std::size_t i = 0; i < rec.samples.size(); ++i) {
    const bool known = cut && owner[i] >= 0 && owner[i] < int(rec.devices.size());
    p->setBrush(known ? deviceColor(rec.devices[std::size_t(owner[i])]) : loaded);
    p->drawRect(QRectF(r.left(), r.top() + double(rec.samples[i]) * rowH, r.width(), std::max(1.0, rowH)));
  }
}

void FlowItem::paintBatch(QPainter* p, const StepResult& step) const {
  const auto& rec = step.record;
  const Player* player = state_->player;
  const QPalette pal = QApplication::palette();
  const QRectF col = state_->layout.batch;
  if (player->phase() < AnimPhase::Scatter) {  // loaded, not cut yet: one block, no device colour
    const qint64 rows = rec.input.ndim() > 0 ? rec.input[0] : 0;
    const double h = col.height() * double(rows) / double(std::max<qint64>({state_->batch_size, rows, 1}));
    QColor c = pal.color(QPalette::Text);
    c.setAlpha(150);
    p->setPen(QPen(pal.color(QPalette::Base), 1));
    p->setBrush(c);
    p->drawRect(QRectF(col.left(), col.top(), col.width(), std::max(2.0, h)));
    return;
  }
  const bool scatter = player->phase() == AnimPhase::Scatter;
  const int n = int(rec.chunk_sizes.size());
  for (int i = 0; i < n; ++i) {
    QColor c = deviceColor(rec.devices[std::size_t(i)]);
    // The chunk fades as it leaves for its GPU; what stays is a pale trace of the cut.
    const double gone = scatter ? flightProgress(player->phaseProgress(), i, n) : 1.0;
    c.setAlphaF(1.0 - 0.7 * gone);
    p->setPen(QPen(pal.color(QPalette::Base), 1));
    p->setBrush(c);
    p->drawRect(chunkRect(*state_, step, i, col));
  }
}

void FlowItem::paintOutput(QPainter* p, const StepResult& step) const {
  const Player* player = state_->player;
  const auto& rec = step.record;
  const QRectF col = state_->layout.output;
  const QPalette pal = QApplication::palette();
  p->setPen(QPen(pal.color(QPalette::Mid), 1, Qt::DashLine));
  p->setBrush(Qt::NoBrush);
  p->drawRect(col);
  const AnimPhase phase = player->phase();
  // A training step keeps the gathered output for its loss; its gradient's pieces leave it in
  // Backward, and a pale trace stays.
  const bool training = step.training && isTrainingPhase(phase);
  const bool gathered = (phase == AnimPhase::Done && rec.error.empty() && step.outcome == StepOutcome::Ran) || training;
  const bool gathering = phase == AnimPhase::Gather;
  if (!gathered && !gathering) return;
  const int n = int(rec.chunk_sizes.size());
  p->setPen(QPen(pal.color(QPalette::Base), 1));
  for (int i = 0; i < n; ++i) {  // replica order, whatever finished first
    if (gathering && flightProgress(player->phaseProgress(), i, n) < 1.0) continue;  // not landed yet
    QColor c = deviceColor(rec.devices[std::size_t(i)]);
    if (phase == AnimPhase::Backward) c.setAlphaF(1.0 - 0.7 * flightProgress(std::min(1.0, player->phaseProgress() * 2.5), i, n));
    if (phase == AnimPhase::Reduce || phase == AnimPhase::Step) c.setAlphaF(0.3);
    p->setBrush(c);
    p->drawRect(chunkRect(*state_, step, i, col));
  }
}

// The Σ tray above the summing card: a dashed place per replica, filled in the replica's colour
// once its gradients have arrived (the summing GPU's own from the start), the sum in words; and the
// pieces on their way, each a bar as long as its bytes with an arrowhead where it is going.
void FlowItem::paintReduce(QPainter* p, const StepResult& step) const {
  const ReduceTray tray = reduceTray(*state_, step);
  if (tray.bar.isEmpty()) return;
  const QPalette pal = QApplication::palette();
  const Player* player = state_->player;
  const double progress = player->phase() == AnimPhase::Reduce ? player->phaseProgress() : 1.0;
  const auto& rec = step.record;
  p->save();
  p->setRenderHint(QPainter::Antialiasing, true);
  p->setBrush(pal.color(QPalette::Base));
  p->setPen(Qt::NoPen);
  p->drawRect(tray.bar.adjusted(-2, -2, 2, 2));
  for (std::size_t i = 0; i < tray.segments.size(); ++i) {
    const QRectF r = tray.segments[i].adjusted(0.5, 0.5, -0.5, -0.5);
    const QColor c = deviceColor(rec.devices[i]);
    if (reduceLanded(step, int(i), progress)) {
      p->setPen(QPen(c.darker(160), 1));
      p->setBrush(c);
    } else {
      p->setPen(QPen(c.darker(130), 1, Qt::DashLine));
      p->setBrush(Qt::NoBrush);
    }
    p->drawRect(r);
  }
  if (!tray.text.isEmpty()) {
    p->setFont(tray.font);
    p->setPen(pal.color(QPalette::Text));
    p->drawText(tray.textBox, Qt::AlignCenter, tray.text);
  }
  if (player->phase() == AnimPhase::Reduce) {
    for (const GradientPiece& piece : reducePieces(*state_, step, tray, progress)) {
      const QColor c = deviceColor(piece.owner);
      p->setPen(QPen(c.darker(170), piece.thickness + 2, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
      p->setBrush(Qt::NoBrush);
      p->drawPolyline(piece.body);  // a dark rim, then the colour inside it
      p->setPen(QPen(c, piece.thickness, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
      p->drawPolyline(piece.body);
      p->setPen(QPen(c.darker(170), 1));
      p->setBrush(c);
      p->drawPolygon(pieceArrow(piece));
    }
  }
  p->restore();
}
