// Reduce's pieces and tray. A piece's length is its bytes times one scale for the step, the scale
// that lets the whole sum fit in the tray; it travels the lanes (out of its card, up the lane left
// of it, along the lane above its row, to the summing card's lane, into the tray), so it never
// passes over a card's text.
#include "stage/reduce_geometry.h"

#include <algorithm>
#include <cmath>

#include "stage/flow_geometry.h"
#include "stage/flow_item.h"
#include "stage/text_fit.h"

namespace {

QString bytesText(std::uint64_t bytes) {
  if (bytes < 1024) return FlowItem::tr("%n byte(s)", nullptr, int(bytes));
  if (bytes < 1024 * 1024) return FlowItem::tr("%1 KiB").arg(double(bytes) / 1024.0, 0, 'f', 1);
  return FlowItem::tr("%1 MiB").arg(double(bytes) / 1048576.0, 0, 'f', 1);
}

bool valid(const FlowState& s, const StepResult& step) {
  const auto& rec = step.record;
  const int to = rec.reduce_device;
  return step.training && rec.chunk_sizes.size() > 1 && rec.reduce_bytes.size() == rec.chunk_sizes.size() &&
         rec.devices.size() >= rec.chunk_sizes.size() && to >= 0 && to < int(s.layout.cards.size());
}

double length(const QPolygonF& path) {
  double total = 0;
  for (int i = 1; i < path.size(); ++i) total += QLineF(path[i - 1], path[i]).length();
  return total;
}

// The stretch of `path` between arc lengths a and b (a < b).
QPolygonF stretch(const QPolygonF& path, double a, double b) {
  QPolygonF out;
  double at = 0;
  for (int i = 1; i < path.size(); ++i) {
    const QLineF seg(path[i - 1], path[i]);
    const double len = seg.length(), from = at, to = at + len;
    at = to;
    if (len <= 0 || to < a || from > b) continue;
    const QPointF p = seg.pointAt(std::clamp((a - from) / len, 0.0, 1.0));
    const QPointF q = seg.pointAt(std::clamp((b - from) / len, 0.0, 1.0));
    if (out.isEmpty() || out.last() != p) out << p;
    out << q;
  }
  return out;
}

// Replica i's route: out of its slot (or its card's left edge) into the lane left of its card, up
// into the lane above its row, along it, to the tray's lane, and along the tray to its segment.
QPolygonF trayPath(const FlowState& s, const StepResult& step, const ReduceTray& tray, int replica) {
  const SceneLayout& l = s.layout;
  const int from = step.record.devices[std::size_t(replica)];
  const QRectF card = l.cards[std::size_t(from)];
  const bool hasSlot = from < int(s.card_slots.size()) && !s.card_slots[std::size_t(from)].isEmpty();
  const QPointF start = hasSlot ? s.card_slots[std::size_t(from)].center() : QPointF(card.left(), card.center().y());
  const double laneX = card.left() - l.lane / 2, laneY = card.top() - l.lane / 2;
  const QRectF seg = tray.segments[std::size_t(replica)];
  const double trayY = tray.bar.center().y();
  const double trayLaneX = l.cards[std::size_t(tray.device)].left() - l.lane / 2;
  QPolygonF path;
  path << start << QPointF(laneX, start.y()) << QPointF(laneX, laneY);
  if (std::abs(laneY - trayY) < 0.5) {  // the tray's own row: along the lane straight to the segment
    path << QPointF(laneX < seg.left() ? seg.right() : seg.left(), trayY);
  } else {
    path << QPointF(trayLaneX, laneY) << QPointF(trayLaneX, trayY) << QPointF(seg.right(), trayY);
  }
  return path;
}

}  // namespace

bool reduceLanded(const StepResult& step, int replica, double progress) {
  const auto& rec = step.record;
  if (replica < 0 || replica >= int(rec.chunk_sizes.size())) return false;
  if (rec.devices[std::size_t(replica)] == rec.reduce_device) return true;  // its own gradient stays
  return flightProgress(progress, replica, int(rec.chunk_sizes.size())) >= 1.0;
}

ReduceTray reduceTray(const FlowState& s, const StepResult& step) {
  ReduceTray tray;
  if (!valid(s, step)) return tray;
  const SceneLayout& l = s.layout;
  const auto& rec = step.record;
  tray.device = rec.reduce_device;
  const QRectF card = l.cards[std::size_t(tray.device)];
  // The lane above the summing card's row, from the card's left edge to the grid's right edge.
  const double thickness = std::max(3.0, l.lane * 0.7);
  const double y = card.top() - l.lane / 2;
  const double right = std::max(card.right(), l.cardsArea.right());
  std::uint64_t total = 0, largest = 0, received = 0;
  for (std::size_t r = 0; r < rec.reduce_bytes.size(); ++r) {
    total += rec.reduce_bytes[r];
    largest = std::max(largest, rec.reduce_bytes[r]);
    if (rec.devices[r] != tray.device) received += rec.reduce_bytes[r];
  }
  if (total == 0) return {};
  // The pieces of the cards in the tray's own row come along its lane from their left edges'
  // lanes: the words lie right of the last of those, where no piece passes.
  const double rowTop = card.top();
  double clear = card.left();
  for (const int dev : rec.devices) {
    if (dev < 0 || dev >= int(l.cards.size()) || dev == tray.device) continue;
    const QRectF c = l.cards[std::size_t(dev)];
    if (std::abs(c.top() - rowTop) < 0.5 && c.left() > card.left()) clear = std::max(clear, c.left() - l.lane / 2 + thickness);
  }
  // The words at the tray's right end, as large as the lane lets them be (none below 9 px); where
  // the whole sentence has no such room (many GPUs in a row), the count alone.
  const int n = int(rec.reduce_bytes.size());
  const QStringList texts = {FlowItem::tr("Σ %n replica(s) · %1 received", nullptr, n).arg(bytesText(received)),
                             FlowItem::tr("Σ %n replica(s)", nullptr, n)};
  double textW = 0;
  for (const QString& text : texts) {
    for (int px = l.labelPx; px >= 9 && textW == 0; --px) {
      const QFont font = stageFont(px);
      if (lineHeight(font) > l.lane + 2) continue;
      const double w = textWidth(font, text);
      if (w + 4 * thickness > right - card.left()) continue;  // leave the bar room for its pieces
      if (right - w < clear) continue;                           // never where a piece flies by
      tray.font = font;
      tray.text = text;
      textW = w;
      tray.textBox = QRectF(right - w, y - lineHeight(font) / 2, w, lineHeight(font));
    }
  }
  const double room = right - card.left() - (textW > 0 ? textW + thickness : 0.0);
  // One scale for the step: the largest piece at most 2.5 lanes long, the whole sum inside the room.
  const double scale = std::min(2.5 * l.lane / double(largest), room / double(total));
  double x = card.left();
  for (const std::uint64_t b : rec.reduce_bytes) {
    const double w = std::max(2.0, double(b) * scale);
    tray.segments.push_back(QRectF(x, y - thickness / 2, w, thickness));
    x += w;
  }
  tray.bar = QRectF(card.left(), y - thickness / 2, x - card.left(), thickness);
  return tray;
}

std::vector<GradientPiece> reducePieces(const FlowState& s, const StepResult& step, const ReduceTray& tray, double progress) {
  std::vector<GradientPiece> out;
  if (tray.bar.isEmpty() || !valid(s, step)) return out;
  const auto& rec = step.record;
  const int n = int(rec.chunk_sizes.size());
  for (int i = 0; i < n; ++i) {
    const int dev = rec.devices[std::size_t(i)];
    if (dev == tray.device || dev < 0 || dev >= int(s.layout.cards.size())) continue;
    const double t = flightProgress(progress, i, n);
    if (t <= 0.0 || t >= 1.0) continue;  // not left yet, or in the tray
    const QPolygonF path = trayPath(s, step, tray, i);
    const double total = length(path), len = tray.segments[std::size_t(i)].width();
    const double eased = t * t * (3 - 2 * t);  // leaves and lands gently
    // The head runs from the slot to the route's end, so that the landed piece is its segment.
    const double head = len + eased * (total - len);
    GradientPiece p;
    p.replica = i;
    p.owner = dev;
    p.thickness = tray.bar.height();
    p.body = stretch(path, std::max(0.0, head - len), head);
    if (p.body.size() < 2) continue;
    p.head = QLineF(p.body[p.body.size() - 2], p.body.last());
    out.push_back(p);
  }
  return out;
}

QList<QRectF> pieceRects(const GradientPiece& piece) {
  QList<QRectF> out;
  const double h = piece.thickness / 2;
  for (int i = 1; i < piece.body.size(); ++i) {
    const QPointF a = piece.body[i - 1], b = piece.body[i];
    out << QRectF(QPointF(std::min(a.x(), b.x()) - h, std::min(a.y(), b.y()) - h),
                  QPointF(std::max(a.x(), b.x()) + h, std::max(a.y(), b.y()) + h));
  }
  const QRectF arrow = pieceArrow(piece).boundingRect();
  if (!arrow.isEmpty()) out << arrow;
  return out;
}

QPolygonF pieceArrow(const GradientPiece& piece) {
  if (piece.head.length() <= 0) return {};
  // A triangle at the front, as wide as the lane's piece and a little longer: the way it moves.
  const QPointF d = (piece.head.p2() - piece.head.p1()) / piece.head.length();
  const QPointF n(-d.y(), d.x());
  const double w = piece.thickness * 0.7, len = piece.thickness * 0.9;
  const QPointF tip = piece.head.p2() + d * len;
  return QPolygonF({piece.head.p2() + n * w, tip, piece.head.p2() - n * w});
}
