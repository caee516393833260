// DdpRingView's ring all-reduce, drawn as it runs (docs/semantics.md R14.2): each card shows the
// bucket being reduced as W lettered pieces, each filled by how many ranks' gradients it holds;
// each ring step draws an arrow from every rank to the next carrying the piece it sends. Which
// piece moves where, and what each copy then holds, is the engine's ring schedule
// (engine/dist/ring_schedule.h); nothing is worked out here.
#include <QFontMetricsF>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QPainterPath>
#include <QPen>
#include <algorithm>
#include <bit>

#include "ddp/ddp_ring_style.h"
#include "ddp/ddp_ring_view.h"
#include "dist/ring_schedule.h"

using namespace ddpring;

int DdpRingView::ringStepsDone() const {
  if (frame_.ranks.empty()) return 0;
  const DdpRankState& s = frame_.ranks.front();
  if (s.ring_step < 0) return 0;
  return s.ring_step + (s.ring_progress >= 1.0 ? 1 : 0);
}

void DdpRingView::drawPieces(int rank, const QRectF& row, int px) {
  const int world = run_ ? run_->world() : 0;
  const QColor ink = palette().text().color();
  const QFont plain = pixelFont(px, false);
  const QString name = frame_.bucket_count > 1 ? tr("bucket %1/%2").arg(frame_.bucket_order + 1).arg(frame_.bucket_count) : tr("bucket");
  const QFontMetricsF fm(plain);
  const double label_w = fm.horizontalAdvance(name) + px * 0.5;
  addText(name, QRectF(row.left(), row.top(), label_w, row.height()), plain, rank, ink);
  const auto held = dp::ring_contributions(world, ringStepsDone());
  if (rank >= int(held.size())) return;
  const double cell = std::min(px * 2.2, (row.width() - label_w) / std::max(world, 1));
  const double h = row.height() * 0.9;
  for (int p = 0; p < world; ++p) {
    const int count = std::popcount(held[std::size_t(rank)][std::size_t(p)]);
    const QRectF box(row.left() + label_w + p * cell, row.top() + (row.height() - h) / 2, cell - 2, h);
    const QColor colour = pieceColor(p);
    const bool whole = count == world;
    // The piece's outline, then its fill rising with the ranks summed into it: W of W is full.
    scene()->addRect(box, QPen(whole ? ink : colour.darker(140), whole ? std::max(2.0, px * 0.18) : 1.0), palette().base())->setZValue(1.5);
    const double filled = box.height() * double(count) / double(world);
    scene()->addRect(QRectF(box.left(), box.bottom() - filled, box.width(), filled), Qt::NoPen, colour)->setZValue(1.6);
    // The letter where it fits whole (16 ranks in a small view: the colours alone).
    const QFont letter = pixelFont(px, whole);
    if (QFontMetricsF(letter).horizontalAdvance(QStringLiteral("W")) <= box.width() - 1) {
      addText(pieceLetter(p), box, letter, rank, Qt::black, Qt::AlignHCenter | Qt::AlignVCenter);
    }
    pieces_.append({rank, p, count, box});
  }
}

void DdpRingView::drawArrows(int px) {
  const int world = int(cards_.size());
  if (world < 2 || frame_.ranks.empty() || frame_.ranks.front().ring_step < 0) return;
  const DdpRankState& s = frame_.ranks.front();
  const double progress = std::clamp(s.ring_progress, 0.0, 1.0);
  for (const dp::RingTransfer& t : dp::ring_step_transfers(world, s.ring_step)) {
    QLineF line = edgeBetween(cards_[t.from], cards_[t.to]);
    if (world == 2) {  // two ranks: both directions on one segment, drawn side by side
      const QLineF there = edgeBetween(cards_[0], cards_[1]);  // one normal for both directions
      const QPointF off = there.normalVector().unitVector().translated(-there.p1()).p2() * (px * 0.9);
      line.translate(t.from == 0 ? off : -off);
    }
    const QColor colour = pieceColor(t.piece);
    const QColor edge = colour.darker(170);
    // The shaft and a head at the receiver: the direction reads without the caption.
    const double head = std::min(px * 0.9, line.length() * 0.45);
    const QLineF back(line.p2(), line.p1());
    const QPointF base = back.pointAt(head / std::max(line.length(), 1.0));
    const QPointF side = QLineF(base, line.p2()).normalVector().unitVector().translated(-base).p2() * (head * 0.6);
    scene()->addLine(QLineF(line.p1(), base), QPen(edge, std::max(2.0, px * 0.2)))->setZValue(2);
    QPainterPath tip;
    tip.moveTo(line.p2());
    tip.lineTo(base + side);
    tip.lineTo(base - side);
    tip.closeSubpath();
    scene()->addPath(tip, QPen(edge), edge)->setZValue(2);
    // The piece on its way: its colour and letter, moving only where it fits between the cards.
    const QFont bold = pixelFont(px, true);
    const double side_len = QFontMetricsF(bold).height() * 1.05;
    // It stops short of the head, so that the arrow's point stays in sight.
    const double len = std::max(line.length(), 1.0);
    const double from_t = std::min(0.5, side_len * 0.6 / len), to_t = std::max(from_t, 1.0 - (side_len * 0.6 + head) / len);
    const QPointF at = line.pointAt(from_t + (to_t - from_t) * progress);
    const QRectF box(at.x() - side_len / 2, at.y() - side_len / 2, side_len, side_len);
    bool fits = true;
    for (const QRectF& c : cards_) fits = fits && !c.intersects(box.adjusted(0.5, 0.5, -0.5, -0.5));
    if (fits) {
      scene()->addRect(box, QPen(edge, 1.5), colour)->setZValue(2.5);
      addText(pieceLetter(t.piece), box, bold, -2, Qt::black, Qt::AlignHCenter | Qt::AlignVCenter);
    }
    arrows_.append({t.from, t.to, t.piece, t.add, line});
  }
}
