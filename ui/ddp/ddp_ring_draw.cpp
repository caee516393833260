// DdpRingView's drawing: the caption strip (the step and what the ring does now), the rank
// cards, and the ring's pieces: during an all-reduce each rank sends 1/W of the bucket to its
// neighbour per ring step, W−1 steps of reduce-scatter then W−1 of all-gather (NCCL's ring).
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QPen>
#include <algorithm>

#include "core/ring_rule.h"
#include "ddp/ddp_error_words.h"
#include "ddp/ddp_ring_style.h"
#include "ddp/ddp_ring_view.h"
#include "ddp/ddp_units.h"
#include "stage/device_palette.h"

using namespace ddpring;

QStringList DdpRingView::rankStateTexts(int rank) const {
  if (!failure_.isEmpty() && run_ && run_->rankError() && run_->rankError()->rank == rank) {
    return {tr("failed: %1").arg(ddpErrorWords(*run_->rankError())), tr("failed: see above")};
  }
  if (rank >= int(frame_.ranks.size())) return {tr("waiting")};
  const DdpRankState& s = frame_.ranks[std::size_t(rank)];
  const int world = run_ ? run_->world() : 1;
  if (frame_.unit_kind >= 0) {  // a teaching unit: every rank in the same one
    switch (DdpUnitKind(frame_.unit_kind)) {
      case DdpUnitKind::Forward: return {tr("forward and loss on its own batch"), tr("forward")};
      case DdpUnitKind::Backward: return {tr("backward: filling its buckets"), tr("backward")};
      case DdpUnitKind::ReduceScatter:
      case DdpUnitKind::AllGather: {
        const bool rs = DdpUnitKind(frame_.unit_kind) == DdpUnitKind::ReduceScatter;
        const QString b = QString::number(frame_.bucket_order + 1), of_b = QString::number(frame_.bucket_count);
        const QString st = QString::number(s.ring_step - (rs ? 0 : world - 1) + 1), of_st = QString::number(world - 1);
        if (rs) {
          return {tr("reduce-scatter · bucket %1/%2 · step %3/%4").arg(b, of_b, st, of_st), tr("reduce-scatter %1/%2").arg(st, of_st),
                  tr("RS %1/%2", "reduce-scatter ring step, short").arg(st, of_st)};
        }
        return {tr("all-gather · bucket %1/%2 · step %3/%4").arg(b, of_b, st, of_st), tr("all-gather %1/%2").arg(st, of_st),
                tr("AG %1/%2", "all-gather ring step, short").arg(st, of_st)};
      }
      case DdpUnitKind::Optimizer: return {tr("SGD step on its own copy"), tr("SGD step")};
      case DdpUnitKind::Failure:
        if (s.lost) return {tr("lost: %1 cannot be reached").arg(hostOf(rank)), tr("lost: host unreachable"), tr("lost")};
        return {tr("waited in step %1, then stopped").arg(frame_.step + 1), tr("stopped")};
    }
  }
  switch (s.phase) {
    case int(dp::DdpPhase::Load): return {tr("loads its own batch"), tr("load")};
    case int(dp::DdpPhase::Forward): return {tr("forward")};
    case int(dp::DdpPhase::Loss): return {tr("loss")};
    case int(dp::DdpPhase::Backward): return {tr("backward")};
    case int(dp::DdpPhase::AllReduce):
      if (s.waiting) return {tr("all-reduce · bucket %1 · waiting for the others").arg(s.bucket), tr("waiting for the others"), tr("waiting")};
      if (s.ring_step < 0) return {tr("all-reduce")};
      return {tr("all-reduce · bucket %1 · step %2/%3").arg(s.bucket).arg(s.ring_step + 1).arg(dp::ring_step_count(world)),
              tr("all-reduce %1/%2").arg(s.ring_step + 1).arg(dp::ring_step_count(world))};
    case int(dp::DdpPhase::Optimizer): return {tr("SGD step on its own copy"), tr("SGD step")};
    case dp::kDdpPhaseCount: return {tr("stepped")};
    default: return {tr("waiting")};
  }
}

void DdpRingView::drawCaption(const QRectF& strip, int px) {
  const QFont bold = pixelFont(px, true), plain = pixelFont(px);
  const QRectF one(strip.left(), strip.top(), strip.width(), px * kLine);
  const QRectF two = one.translated(0, px * kLine + 2);
  if (!run_ || !run_->started()) {
    addText(tr("Pick the world size and the local batch, then Start: mpirun starts one process per rank."), one, plain, -1, palette().text().color());
    if (!failure_.isEmpty()) addText(failure_, two, plain, -1, Qt::red);
    return;
  }
  const DdpStart& s = run_->start();
  const qint64 epoch = index_ < int(run_->steps().size()) ? run_->steps()[std::size_t(index_)].epoch : 0;
  addText(tr("Step %1 of %2 · epoch %3 · %4 ranks × local batch %5 = global batch %6 · %7")
              .arg(frame_.step + 1).arg(s.steps).arg(epoch + 1).arg(s.world).arg(s.local_batch).arg(s.global_batch).arg(s.model),
          one, bold, -1, palette().text().color());
  if (!failure_.isEmpty()) {
    addText(failure_, two, plain, -1, Qt::red);
    return;
  }
  if (unit_) {  // a teaching unit: its measured numbers (its caption is the tab's, above the ring)
    addText(ddpUnitMeasured(*run_, *unit_), two, plain, -1, palette().text().color());
    return;
  }
  for (int r = 0; r < int(frame_.ranks.size()); ++r) {
    const DdpRankState& st = frame_.ranks[std::size_t(r)];
    if (st.ring_step < 0 || st.bucket < 0) continue;
    const int steps = dp::ring_step_count(s.world);
    const qint64 bytes = s.bucket_bytes[std::size_t(st.bucket)];
    const QString stage = st.ring_step < s.world - 1 ? tr("reduce-scatter") : tr("all-gather");
    addText(tr("All-reduce of bucket %1 (%2 B), %3, ring step %4/%5: each rank sends 1/%7 of it (%6 B) to the next · %8 µs per step")
                .arg(st.bucket).arg(bytes).arg(stage).arg(st.ring_step + 1).arg(steps).arg(bytes / s.world).arg(s.world)
                .arg(st.ring_step_us, 0, 'f', 1),
            two, plain, -1, palette().text().color());
    return;
  }
  addText(tr("Measured on this machine (%1): %2 µs into the step; every rank runs the same step on its own shard")
              .arg(ddpBackendWords(s.backend)).arg(frame_.t_us - frame_.step_start_us, 0, 'f', 1),
          two, plain, -1, palette().text().color());
}

bool DdpRingView::lostRank(int rank) const {
  return frame_.unit_kind == int(DdpUnitKind::Failure) && rank >= 0 && rank < int(frame_.ranks.size()) && frame_.ranks[std::size_t(rank)].lost;
}

void DdpRingView::drawBrokenHop(const QLineF& line, int px) {
  const QPen pen(Qt::red, std::max(3.0, px * 0.3), Qt::SolidLine, Qt::FlatCap);
  const double gap = std::min(0.3, px * 1.2 / std::max(line.length(), 1.0));
  scene()->addLine(QLineF(line.p1(), line.pointAt(0.5 - gap / 2)), pen);
  scene()->addLine(QLineF(line.pointAt(0.5 + gap / 2), line.p2()), pen);
  const QPointF c = line.center();
  const double h = px * 0.5;
  scene()->addLine(QLineF(c + QPointF(-h, -h), c + QPointF(h, h)), pen)->setZValue(2);
  scene()->addLine(QLineF(c + QPointF(-h, h), c + QPointF(h, -h)), pen)->setZValue(2);
}

bool DdpRingView::ringUnitShown() const {
  return frame_.unit_kind == int(DdpUnitKind::ReduceScatter) || frame_.unit_kind == int(DdpUnitKind::AllGather);
}

void DdpRingView::drawRing(int px) {
  const int world = int(cards_.size());
  if (world < 2) return;
  const bool ring_unit = ringUnitShown();
  for (int r = 0; r < world; ++r) {
    const int next = (r + 1) % world;
    QLineF line = edgeBetween(cards_[r], cards_[next]);
    if (world == 2) {  // two ranks: both directions on one segment, drawn side by side
      const QPointF off = QLineF(line.p1(), line.p2()).normalVector().unitVector().translated(-line.p1()).p2() * (px * 0.6);
      line.translate(r == 0 ? off : -off);
    }
    // A hop between two hosts crosses the network: drawn dashed and dark red, wider (the legend says so).
    const bool cross = crossesHosts(r, next);
    const bool broken = cross && (lostRank(r) || lostRank(next));  // the network to a lost host; its own ranks still reach each other
    hops_.append({r, next, cross, broken});
    if (broken) {  // a hop over the network to or from a lost host: cut in the middle, a red cross in the gap
      drawBrokenHop(line, px);
    } else if (cross) {
      scene()->addLine(line, networkPen(std::max(3.0, px * 0.3)));
    } else {
      scene()->addLine(line, QPen(QColor(160, 160, 160), 1.5, Qt::DashLine));
    }
    if (ring_unit) continue;  // drawn below: the schedule's arrows and pieces
    if (r >= int(frame_.ranks.size())) continue;
    const DdpRankState& s = frame_.ranks[std::size_t(r)];
    if (s.ring_step < 0) continue;
    const QColor piece = s.ring_step < world - 1 ? QColor(230, 140, 30) : QColor(40, 160, 80);
    const double side = px * 0.9;
    // The piece travels only where it fits whole between the cards: it never covers a card's text.
    const double margin = line.length() > 2 * side ? (side * 0.75) / line.length() : 0.5;
    const QPointF at = line.pointAt(margin + (1.0 - 2.0 * margin) * s.ring_progress);
    scene()->addRect(QRectF(at.x() - side / 2, at.y() - side / 2, side, side), QPen(piece.darker(150)), piece)->setZValue(2);
  }
  if (ring_unit) drawArrows(px);
}

void DdpRingView::drawCard(int rank, int px) {
  const QRectF card = cards_[rank];
  const bool failed = (run_->rankError() && run_->rankError()->rank == rank) || lostRank(rank);
  QPen border(failed ? QColor(Qt::red) : deviceColor(rank), failed ? 3 : 2);
  if (lostRank(rank)) border.setStyle(Qt::DashLine);  // its host lost: the card's rank is gone from the ring
  scene()->addRect(card, border, palette().base())->setZValue(1);
  const double pad = px * 0.5, line = px * kLine;
  auto row = [&](int i) { return QRectF(card.left() + pad, card.top() + pad / 2 + i * line, card.width() - 2 * pad, line); };
  const QColor ink = palette().text().color();
  const QString host = rank < run_->start().hosts.size() ? run_->start().hosts[rank] : QString();
  addText(tr("rank %1 · %2").arg(rank).arg(host), row(0), pixelFont(px, true), rank, ink);
  const DdpStepRecord* step = index_ < int(run_->steps().size()) ? &run_->steps()[std::size_t(index_)] : nullptr;
  const bool stepped = step && step->complete && rank < int(step->losses.size()) && (frame_.loss_shown || frame_.t_us >= frame_.step_end_us);
  // The step a failed run ends in never finished: it has no loss to promise.
  const bool never = frame_.unit_kind == int(DdpUnitKind::Failure);
  const QString loss = stepped ? tr("loss %1 (its own mean)").arg(step->losses[std::size_t(rank)], 0, 'f', 4)
                       : never ? tr("loss: none, the step never finished")
                               : tr("loss: after the step");
  const QString short_loss = stepped ? tr("loss %1").arg(step->losses[std::size_t(rank)], 0, 'f', 4)
                             : never ? tr("loss: none")
                                     : tr("loss: later");
  if (rows_ == kCompactRows) {  // no room for the shard and the buckets: the state and the loss
    addFittedText(rankStateTexts(rank), row(1), pixelFont(px), rank, failed ? QColor(Qt::red) : ink);
    if (ringUnitShown() && run_->world() > 1) {  // during the ring its pieces matter more than the loss
      drawPieces(rank, row(2), px);
    } else {
      addFittedText({loss, short_loss}, row(2), pixelFont(px), rank, ink);
    }
    return;
  }
  const qint64 epoch = index_ < int(run_->steps().size()) ? run_->steps()[std::size_t(index_)].epoch : run_->lastShardEpoch();
  const std::vector<qint64> shard = run_->shard(epoch, rank);
  qint64 dataset = 1;
  for (int r = 0; r < run_->world(); ++r) {
    for (const qint64 i : run_->shard(epoch, r)) dataset = std::max(dataset, i + 1);
  }
  const QRectF squares = row(1);
  const double side = std::min(squares.height() * 0.8, squares.width() / std::max<double>(double(shard.size()), 1.0));
  for (std::size_t i = 0; i < shard.size() && side >= 2; ++i) {
    const QColor c = indexColor(shard[i], dataset);
    scene()->addRect(QRectF(squares.left() + double(i) * side, squares.center().y() - side / 2, side - 1, side - 1), QPen(c.darker(130)), c)->setZValue(1.5);
  }
  QStringList indices;
  for (const qint64 i : shard) indices << QString::number(i);
  addText(tr("shard: %1").arg(indices.join(' ')), row(2), pixelFont(px), rank, ink);
  addFittedText(rankStateTexts(rank), row(3), pixelFont(px), rank, failed ? QColor(Qt::red) : ink);
  if (ringUnitShown() && run_->world() > 1) {
    drawPieces(rank, row(4), px);
    addFittedText({loss, short_loss}, row(5), pixelFont(px), rank, ink);
    return;
  }
  const QFont small = pixelFont(px);
  const QString label = tr("buckets");
  const double label_w = QFontMetricsF(small).horizontalAdvance(label) + pad;
  addText(label, QRectF(row(4).left(), row(4).top(), label_w, line), small, rank, ink);
  const std::vector<int> states = rank < int(frame_.ranks.size()) ? frame_.ranks[std::size_t(rank)].bucket_state : std::vector<int>{};
  const int buckets = int(run_->start().buckets.size());
  const double bw = buckets ? std::min(px * 2.0, (row(4).width() - label_w) / buckets) : 0;
  for (int k = 0; k < buckets; ++k) {
    const int st = k < int(states.size()) ? states[std::size_t(k)] : 0;
    const QColor fill = st == 2 ? QColor(40, 160, 80) : st == 1 ? QColor(230, 140, 30) : palette().base().color();
    scene()->addRect(QRectF(row(4).left() + label_w + k * bw, row(4).top() + line * 0.15, bw - 2, line * 0.7), QPen(ink), fill)->setZValue(1.5);
  }
  addFittedText({loss, short_loss}, row(5), pixelFont(px), rank, ink);
}
