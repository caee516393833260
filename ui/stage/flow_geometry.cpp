// Labels and flights of the scene. Every text is measured in the font it is drawn with and kept
// inside its own strip; flights run in the lanes between cards, so they never pass over text.
#include "stage/flow_geometry.h"

#include <cmath>

#include "stage/device_palette.h"
#include "stage/flow_item.h"
#include "stage/reduce_geometry.h"
#include "stage/text_fit.h"

QList<StageText> wrappedTexts(StageRole role, const QString& text, const QRectF& rect, int px, int minPx,
                              bool bold, Qt::Alignment align) {
  QList<StageText> out;
  if (text.isEmpty() || rect.width() <= 0) return out;
  for (int size = std::max(px, minPx); size >= minPx; --size) {
    const QFont font = stageFont(size, bold);
    const double lh = lineHeight(font);
    const QStringList lines = wrapText(font, text, rect.width());
    const bool fitsWidth = widestWidth(font, lines) <= rect.width();
    const int room = int(rect.height() / lh + 1e-6);  // a strip made for n lines holds n
    if ((fitsWidth && lines.size() <= room) || size == minPx) {
      const int n = std::max(1, std::min(int(lines.size()), room));
      double y = rect.top() + ((align & Qt::AlignVCenter) ? (rect.height() - n * lh) / 2 : 0.0);
      for (int i = 0; i < n; ++i, y += lh) {
        QString line = lines[i];
        if (i == n - 1 && n < lines.size()) line = QStringList(lines.mid(i)).join(' ');  // the rest, elided
        StageText t = placeText(role, line, font, QRectF(rect.left(), y, rect.width(), lh), rect, align);
        t.full = text;  // the whole label this line belongs to
        out << t;
      }
      return out;
    }
  }
  return out;
}

QRectF chunkRect(const FlowState& s, const StepResult& step, int replica, const QRectF& column) {
  const auto& chunks = step.record.chunk_sizes;
  // The final, smaller batch is drawn shorter: the column's height is rows / batch_size.
  const qint64 rows = step.record.input.ndim() > 0 ? step.record.input[0] : 0;
  const double rowH = column.height() / std::max(1.0, double(std::max<qint64>(s.batch_size, rows)));
  double top = column.top();
  for (int i = 0; i < replica; ++i) top += double(chunks[std::size_t(i)]) * rowH;
  return QRectF(column.left(), top, column.width(), std::max(2.0, double(chunks[std::size_t(replica)]) * rowH));
}

double flightProgress(double progress, int replica, int count) {
  const double spread = count > 1 ? 0.25 / (count - 1) : 0.0;  // the last leaves at 25% of the phase
  const double t = (progress - replica * spread) / (1.0 - 0.25 * (count > 1));
  return std::clamp(t, 0.0, 1.0);
}

double flightSize(const FlowState& s, int device) {
  double side = s.layout.lane * 0.75;
  if (device >= 0 && device < int(s.card_slots.size()) && !s.card_slots[std::size_t(device)].isEmpty()) {
    side = std::min(side, s.card_slots[std::size_t(device)].width());
  }
  return std::max(3.0, side);
}

QPolygonF flightPath(const FlowState& s, const StepResult& step, int replica, bool gather) {
  const SceneLayout& l = s.layout;
  const int dev = step.record.devices[std::size_t(replica)];
  const QRectF card = l.cards[std::size_t(dev)];
  const double laneX = card.left() - l.lane / 2, laneY = card.top() - l.lane / 2;  // the lanes left of and above it
  // A card too small for a slot: the chunk stops in the lane beside it.
  const bool hasSlot = dev < int(s.card_slots.size()) && !s.card_slots[std::size_t(dev)].isEmpty();
  const QRectF slot = hasSlot ? s.card_slots[std::size_t(dev)] : QRectF(laneX, card.center().y(), 0, 0);
  const double side = flightSize(s, dev);
  QPolygonF path;
  if (!gather) {
    const QRectF src = chunkRect(s, step, replica, l.batch);
    const QPointF start(l.batch.right() + side / 2 + 1, src.center().y());
    path << start << QPointF(l.leftBus, start.y()) << QPointF(l.leftBus, laneY) << QPointF(laneX, laneY)
         << QPointF(laneX, slot.center().y()) << slot.center();
  } else {
    const QRectF dst = chunkRect(s, step, replica, l.output);
    const QPointF end(l.output.left() - side / 2 - 1, dst.center().y());
    path << slot.center() << QPointF(laneX, slot.center().y()) << QPointF(laneX, laneY) << QPointF(l.rightBus, laneY)
         << QPointF(l.rightBus, end.y()) << end;
  }
  return path;
}

QPointF pointAlong(const QPolygonF& path, double t) {
  double total = 0;
  for (int i = 1; i < path.size(); ++i) total += QLineF(path[i - 1], path[i]).length();
  double left = std::clamp(t, 0.0, 1.0) * total;
  for (int i = 1; i < path.size(); ++i) {
    const QLineF seg(path[i - 1], path[i]);
    if (left <= seg.length() || i == path.size() - 1) return seg.length() > 0 ? seg.pointAt(std::min(1.0, left / seg.length())) : seg.p2();
    left -= seg.length();
  }
  return path.isEmpty() ? QPointF() : path.last();
}

QList<StageShape> flightShapes(const FlowState& s, const StepResult& step, AnimPhase phase, double progress) {
  QList<StageShape> out;
  const bool gather = phase == AnimPhase::Gather;
  if (step.training && (phase == AnimPhase::Backward || phase == AnimPhase::Reduce)) {
    return trainingFlights(s, step, phase, progress);
  }
  if (phase != AnimPhase::Scatter && !gather) return out;
  const auto& rec = step.record;
  const int n = int(rec.chunk_sizes.size());
  for (int i = 0; i < n; ++i) {
    const int dev = rec.devices[std::size_t(i)];
    if (dev < 0 || dev >= int(s.layout.cards.size())) continue;
    const double t = flightProgress(progress, i, n);
    if (t <= 0.0 || t >= 1.0) continue;  // not left yet, or landed (the slot or column shows it)
    const double side = flightSize(s, dev);
    const double eased = t * t * (3 - 2 * t);  // smoothstep: leaves and lands gently
    const QPointF at = pointAlong(flightPath(s, step, i, gather), eased);
    out << StageShape{StageShapeKind::Flight, QRectF(at.x() - side / 2, at.y() - side / 2, side, side), dev};
  }
  return out;
}

QList<StageShape> trainingFlights(const FlowState& s, const StepResult& step, AnimPhase phase, double progress) {
  QList<StageShape> out;
  const auto& rec = step.record;
  const int n = int(rec.chunk_sizes.size());
  if (phase == AnimPhase::Reduce) {  // replica i's gradients go to device_ids[0] (R10.3), sized by bytes
    const ReduceTray tray = reduceTray(s, step);
    for (const GradientPiece& piece : reducePieces(s, step, tray, progress)) {
      for (const QRectF& r : pieceRects(piece)) out << StageShape{StageShapeKind::GradientFlight, r, piece.owner};
    }
    return out;
  }
  for (int i = 0; i < n; ++i) {
    const int dev = rec.devices[std::size_t(i)];
    if (dev < 0 || dev >= int(s.layout.cards.size())) continue;
    // Backward: the output gradient's piece i goes back along the gather's route, in the
    // forward's size (R10.1).
    const double t = flightProgress(std::min(1.0, progress * 2.5), i, n);
    if (t <= 0.0 || t >= 1.0) continue;
    QPolygonF path = flightPath(s, step, i, true);
    std::reverse(path.begin(), path.end());
    const double side = flightSize(s, dev);
    const double eased = t * t * (3 - 2 * t);
    const QPointF at = pointAlong(path, eased);
    out << StageShape{StageShapeKind::GradientFlight, QRectF(at.x() - side / 2, at.y() - side / 2, side, side), dev};
  }
  return out;
}

namespace {

// The rule on one line at the largest size from headingPx down to 70% of it, else on two lines
// down to 12 px, else elided.
QList<StageText> headingTexts(const QString& rule, const SceneLayout& l) {
  const int px = l.headingPx;
  const int least = std::max(12, l.minTextPx);
  const int floorOneLine = std::max(least, int(px * 0.7));
  for (int size = px; size >= floorOneLine; --size) {
    const QFont font = stageFont(size, true);
    if (textWidth(font, rule) <= l.heading.width() && lineHeight(font) <= l.heading.height()) {
      return {placeText(StageRole::Heading, rule, font, QRectF(l.heading.left(), l.heading.center().y() - lineHeight(font) / 2,
                                                               l.heading.width(), lineHeight(font)),
                        l.heading, Qt::AlignLeft | Qt::AlignVCenter)};
    }
  }
  return wrappedTexts(StageRole::Heading, rule, l.heading, floorOneLine, least, true, Qt::AlignLeft | Qt::AlignVCenter);
}

// "dataset: 100 samples", upwards in its own strip beside the stripes.
// `brief` ("100 samples") where the full label does not fit at the least size.
StageText datasetText(const QString& full, const QString& brief, const SceneLayout& l) {
  const QRectF strip = l.datasetLabel;
  QFont font;
  QString text = full;
  for (const QString& candidate : {full, brief}) {
    text = candidate;
    bool fitted = false;
    for (int size = l.labelPx; size >= l.minTextPx; --size) {
      font = stageFont(size);
      fitted = textWidth(font, text) <= strip.height() && lineHeight(font) <= strip.width() + 0.5;
      if (fitted) break;
    }
    if (fitted) break;
  }
  bool elided = false;
  const QString shown = elideText(font, text, strip.height(), &elided);
  const double w = textWidth(font, shown), lh = lineHeight(font);
  StageText t;
  t.role = StageRole::DatasetLabel;
  t.text = shown;
  t.full = text;
  t.font = font;
  t.elided = elided;
  t.rotated = true;
  t.region = strip;
  t.box = QRectF(strip.center().x() - lh / 2, strip.center().y() - w / 2, lh, w);
  prepareGlyphs(t);
  return t;
}

}  // namespace

QString batchLabelText(qint64 index, qint64 rows, qint64 batch_size) {
  return rows < batch_size ? FlowItem::tr("final batch: %1 rows").arg(rows) : FlowItem::tr("batch %1: %2 rows").arg(index + 1).arg(rows);
}

double batchLabelLeastWidth(const QFont& font) {
  // Wrapped at no width at all, every line is one piece that cannot be broken.
  double widest = 0;
  for (const QString& label : {batchLabelText(9, 30, 30), batchLabelText(9, 10, 30)}) {
    widest = std::max(widest, widestWidth(font, wrapText(font, label, 0)));
  }
  return widest;
}

QList<StageText> flowTexts(const FlowState& s, const StepResult* step, AnimPhase phase, const QString& rule) {
  const SceneLayout& l = s.layout;
  QList<StageText> out;
  if (s.data_size > 0) {
    out << datasetText(FlowItem::tr("dataset: %1 samples").arg(s.data_size),
                       FlowItem::tr("%n sample(s)", "the dataset's label, short", int(s.data_size)), l);
  }
  // The last line of the strip is kept for the output's shape, so the label never moves.
  const QRectF labelRect = l.outputLabel.adjusted(0, 0, 0, -lineHeight(stageFont(l.labelPx)));
  const QList<StageText> label = wrappedTexts(StageRole::OutputLabel, FlowItem::tr("output on %1").arg(deviceName(s.output_device)),
                                              labelRect, l.labelPx, l.minTextPx, false, Qt::AlignHCenter | Qt::AlignTop);
  out += label;
  if (!step) return out;
  const auto& rec = step->record;
  if (phase == AnimPhase::Done && rec.error.empty() && step->outcome == StepOutcome::Ran) {
    // The gathered output's shape on a line of its own under the label: never elided.
    const double y = label.isEmpty() ? l.outputLabel.top() : label.last().box.bottom();
    const QFont font = label.isEmpty() ? stageFont(l.labelPx) : label.last().font;
    const QRectF line(l.outputLabel.left(), y, l.outputLabel.width(), lineHeight(font));
    out << placeText(StageRole::Shape, QString::fromStdString(rec.output.to_list_string()), font, line, l.outputLabel,
                     Qt::AlignHCenter | Qt::AlignTop);
  }
  // The rule (⌈30/8⌉ = 4 rows per chunk → 8 chunks) is the split's answer: it comes with the scatter.
  if (phase >= AnimPhase::Scatter) out += headingTexts(rule, l);
  const qint64 rows = rec.input.ndim() > 0 ? rec.input[0] : 0;
  const QString batch = batchLabelText(rec.index, rows, s.batch_size);
  out += wrappedTexts(StageRole::BatchLabel, batch, l.batchLabel, l.labelPx, l.minTextPx, false, Qt::AlignHCenter | Qt::AlignTop);
  if (phase < AnimPhase::Scatter) return out;  // not cut into chunks yet
  // Row counts inside the chunks, one size for all; a chunk too small for it shows none.
  double tallest = 0;
  for (int i = 0; i < int(rec.chunk_sizes.size()); ++i) tallest = std::max(tallest, chunkRect(s, *step, i, l.batch).height());
  int px = l.labelPx;
  while (px > 10 && lineHeight(stageFont(px, true)) > tallest - 2) --px;
  const QFont font = stageFont(px, true);
  const double lh = lineHeight(font);
  for (int i = 0; i < int(rec.chunk_sizes.size()); ++i) {
    const QRectF r = chunkRect(s, *step, i, l.batch);
    const QString n = QString::number(rec.chunk_sizes[std::size_t(i)]);
    if (lh > r.height() - 2 || textWidth(font, n) > r.width() - 4) continue;
    StageText t = placeText(StageRole::ChunkCount, n, font, QRectF(r.left(), r.center().y() - lh / 2, r.width(), lh), r,
                            Qt::AlignHCenter | Qt::AlignVCenter);
    t.owner = rec.devices[std::size_t(i)];
    out << t;
  }
  return out;
}
