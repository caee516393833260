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
#include <cmath>

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

QString DdpRingView::pieceBytesText(qint64 bytes) const {
  if (bytes < 1024) return tr("%1 B", "a ring piece's size in bytes").arg(bytes);
  if (bytes < 1024 * 1024) return tr("%1 KiB", "a ring piece's size").arg(double(bytes) / 1024.0, 0, 'f', 1);
  return tr("%1 MiB", "a ring piece's size").arg(double(bytes) / (1024.0 * 1024.0), 0, 'f', 1);
}

namespace {

// How far a w × h box reaches along the unit direction `d` (its width seen from there).
double extentAlong(const QSizeF& size, const QPointF& d) { return std::abs(d.x()) * size.width() + std::abs(d.y()) * size.height(); }

QPointF unitOf(const QLineF& line) {
  const QLineF u = line.unitVector();
  return u.p2() - u.p1();
}

QRectF centredOn(const QPointF& c, const QSizeF& size) { return QRectF(c.x() - size.width() / 2, c.y() - size.height() / 2, size.width(), size.height()); }

}  // namespace

void DdpRingView::drawArrows(int px) {
  const int world = int(cards_.size());
  if (world < 2 || frame_.ranks.empty() || frame_.ranks.front().ring_step < 0) return;
  const DdpRankState& s = frame_.ranks.front();
  const double progress = std::clamp(s.ring_progress, 0.0, 1.0);
  const std::vector<qint64>& bucket_bytes = run_->start().bucket_bytes;
  const qint64 bytes = s.bucket >= 0 && s.bucket < int(bucket_bytes.size()) ? bucket_bytes[std::size_t(s.bucket)] : 0;
  const QFont bold = pixelFont(px, true), plain = pixelFont(px);
  const QColor ink = palette().text().color();
  for (const dp::RingTransfer& t : dp::ring_step_transfers(world, s.ring_step)) {
    QLineF line = edgeBetween(cards_[t.from], cards_[t.to]);
    // Across the shaft: the label's square on one side and its bytes on the other; two ranks
    // (both directions on one segment, drawn side by side): the whole label on the arrow's outer side.
    QPointF normal = unitOf(line.normalVector());
    int outer = 0;
    if (world == 2) {
      const QLineF there = edgeBetween(cards_[0], cards_[1]);  // one normal for both directions
      normal = unitOf(there.normalVector());
      outer = t.from == 0 ? 1 : -1;
      line.translate(normal * (px * 0.9) * outer);
    }
    const QColor colour = pieceColor(t.piece);
    const QColor edge = colour.darker(170);
    // The shaft and a head at the receiver: the direction reads without the caption.
    const double head = std::min(px * 0.9, line.length() * 0.45);
    const QLineF back(line.p2(), line.p1());
    const QPointF base = back.pointAt(head / std::max(line.length(), 1.0));
    const QPointF side = QLineF(base, line.p2()).normalVector().unitVector().translated(-base).p2() * (head * 0.6);
    // Between hosts the network's dashes flank the shaft: the piece crosses the network (the legend row says so).
    const bool cross = crossesHosts(t.from, t.to);
    if (cross) scene()->addLine(QLineF(line.p1(), base), networkPen(std::max(8.0, px * 0.9)))->setZValue(1.9);
    scene()->addLine(QLineF(line.p1(), base), QPen(edge, std::max(2.0, px * 0.2)))->setZValue(2);
    QPainterPath tip;
    tip.moveTo(line.p2());
    tip.lineTo(base + side);
    tip.lineTo(base - side);
    tip.closeSubpath();
    scene()->addPath(tip, QPen(edge), edge)->setZValue(2);
    // The piece on its way: its colour and letter in a square, its bytes beside it, moving along
    // the shaft only where the whole label stays between the cards, short of the head.
    DdpArrowDrawn drawn{t.from, t.to, t.piece, t.add, line, dp::ring_piece_bytes(bytes, world, t.piece), {}, {}, {}};
    const QString bytes_text = pieceBytesText(drawn.bytes);
    const double side_len = QFontMetricsF(bold).height() * 1.05;
    const QSizeF square(side_len, side_len), text(QFontMetricsF(plain).horizontalAdvance(bytes_text), QFontMetricsF(plain).height());
    const QPointF along = unitOf(line);
    const double pad = px * 0.15, len = std::max(line.length(), 1.0);
    const double sq_n = extentAlong(square, normal), tx_n = extentAlong(text, normal);
    const double sq_at = outer == 0 ? -(sq_n / 2 + pad) : outer * (sq_n / 2 + pad);
    const double tx_at = outer == 0 ? tx_n / 2 + pad : outer * (sq_n + 2 * pad + tx_n / 2);
    const auto clear = [this](const QRectF& r) {
      for (const QRectF& c : cards_) {
        if (c.intersects(r.adjusted(0.5, 0.5, -0.5, -0.5))) return false;
      }
      return true;
    };
    const auto travel = [&](double half) {
      const double from_t = std::min(0.5, (half + pad) / len), to_t = std::max(from_t, 1.0 - (half + head + pad) / len);
      return line.pointAt(from_t + (to_t - from_t) * progress);
    };
    const QPointF at = travel(std::max(extentAlong(square, along), extentAlong(text, along)) / 2);
    const QRectF sq_box = centredOn(at + normal * sq_at, square), tx_box = centredOn(at + normal * tx_at, text);
    if (clear(sq_box) && clear(tx_box)) {
      drawn.square = sq_box;
      drawn.bytes_box = tx_box;
      drawn.bytes_text = bytes_text;
    } else {  // no room for the bytes (a small view): the square alone on the shaft, where it fits
      const QRectF alone = centredOn(travel(extentAlong(square, along) / 2), square);
      if (clear(alone)) drawn.square = alone;
    }
    if (!drawn.square.isEmpty()) {
      scene()->addRect(drawn.square, QPen(edge, 1.5), colour)->setZValue(2.5);
      addText(pieceLetter(t.piece), drawn.square, bold, -2, Qt::black, Qt::AlignHCenter | Qt::AlignVCenter);
    }
    if (!drawn.bytes_text.isEmpty()) addText(bytes_text, drawn.bytes_box, plain, -2, ink, Qt::AlignHCenter | Qt::AlignVCenter);
    drawn.cross_host = cross;
    arrows_.append(drawn);
  }
}
