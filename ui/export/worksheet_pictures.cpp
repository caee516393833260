// The pictures: a labelled row of cells (the batch's rows, the dataset's indices) above a row of
// boxes (the GPUs, the ranks), or the ranks on a ring. Sizes in millimetres; cells shrink with
// their count and lose their numbers before they would crowd.
#include "export/worksheet_pictures.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>
#include <algorithm>

#include "export/worksheet_text.h"

namespace worksheet {
namespace {

using dp::quiz::Kind;
using dp::quiz::Question;

const QColor kInk(40, 40, 40);
const QColor kFill(232, 232, 232);
const QColor kMark(200, 200, 200);
constexpr qreal kLabelMm = 38;  // the rows' labels on the left

QFont labelFont(const QPainter* p, qreal pt) {
  QFont f = p->font();
  f.setPointSizeF(pt);
  f.setBold(false);
  return f;
}

// A label left of a row, vertically centred, elided to the label column.
void drawLabel(QPainter* p, const QRectF& row, const QString& text, qreal mm) {
  p->setFont(labelFont(p, 8));
  p->setPen(kInk);
  const QRectF r(row.left(), row.top(), kLabelMm * mm - 2 * mm, row.height());
  p->drawText(r, Qt::AlignLeft | Qt::AlignVCenter, QFontMetricsF(p->font(), p->device()).elidedText(text, Qt::ElideRight, r.width()));
}

// A row of `count` cells across `bar`; a number in each while it fits (the indices 0.. of a dataset),
// else only the cells, else a plain bar. With `numbered`, a long row shows its first cells, "…" and
// the last index.
void drawCells(QPainter* p, const QRectF& bar, qint64 count, bool numbered, qreal mm) {
  p->setPen(QPen(kInk, 0.25 * mm));
  p->setFont(labelFont(p, 6.5));
  const QFontMetricsF fm(p->font(), p->device());
  const qreal min_numbered = fm.horizontalAdvance(QString::number(std::max<qint64>(count - 1, 10))) + 1.2 * mm;
  const qint64 fit = std::max<qint64>(3, qint64(bar.width() / min_numbered));
  if (numbered && count > fit) {  // 0 1 2 … N-1
    const qreal w = bar.width() / qreal(fit);
    for (qint64 i = 0; i < fit; ++i) {
      const QRectF cell(bar.left() + i * w, bar.top(), w, bar.height());
      p->fillRect(cell, kFill);
      p->drawRect(cell);
      const QString label = i == fit - 2 ? QStringLiteral("…") : QString::number(i == fit - 1 ? count - 1 : i);
      p->drawText(cell, Qt::AlignCenter, label);
    }
    return;
  }
  p->fillRect(bar, kFill);
  p->drawRect(bar);
  const qreal w = bar.width() / qreal(std::max<qint64>(count, 1));
  if (w < 0.8 * mm) return;  // too many rows to draw each one: the bar and its label say how many
  for (qint64 i = 1; i < count; ++i) p->drawLine(QPointF(bar.left() + i * w, bar.top()), QPointF(bar.left() + i * w, bar.bottom()));
  if (numbered) {
    for (qint64 i = 0; i < count; ++i) p->drawText(QRectF(bar.left() + i * w, bar.top(), w, bar.height()), Qt::AlignCenter, QString::number(i));
  }
}

// `count` empty boxes across `row`, named by `name(i)` under them while the names fit; `marked` (or
// -1) is drawn heavier (the rank the question asks about).
template <typename Name>
void drawBoxes(QPainter* p, const QRectF& row, qint64 count, qint64 marked, Name name, qreal mm) {
  const qreal gap = count > 24 ? 0.5 * mm : 1.5 * mm;
  const qreal w = std::min(22 * mm, (row.width() - gap * qreal(count - 1)) / qreal(count));
  p->setFont(labelFont(p, 6.5));
  const QFontMetricsF fm(p->font(), p->device());
  const qreal name_h = fm.height() + 0.6 * mm;
  const QRectF boxes(row.left(), row.top(), row.width(), row.height() - name_h);
  // Every box named alike: the full names when the longest fits, else the numbers, else none.
  const bool full = fm.horizontalAdvance(name(count - 1)) <= w + gap * 0.8;
  const bool numbers = fm.horizontalAdvance(QString::number(count - 1)) <= w + gap * 0.8;
  for (qint64 i = 0; i < count; ++i) {
    const QRectF box(boxes.left() + qreal(i) * (w + gap), boxes.top(), w, boxes.height());
    p->setPen(QPen(kInk, (i == marked ? 0.6 : 0.25) * mm));
    if (i == marked) p->fillRect(box, kFill);
    p->drawRect(box);
    if (full || numbers) {
      const QString label = full ? name(i) : QString::number(i);
      p->setPen(kInk);
      p->drawText(QRectF(box.left() - gap / 2, box.bottom() + 0.3 * mm, w + gap, name_h), Qt::AlignHCenter | Qt::AlignTop, label);
    }
  }
}

// The batch's rows over the GPUs (chunk_sizes, idle_gpus).
void drawBatchOverGpus(QPainter* p, const QRectF& a, const Question& q, const WorksheetText& t, qreal mm) {
  const QRectF top(a.left(), a.top(), a.width(), 6 * mm);
  const QRectF bottom(a.left(), a.top() + 9 * mm, a.width(), a.height() - 9 * mm);
  const qreal x = a.left() + kLabelMm * mm;
  drawLabel(p, top, t.translate("Worksheet", "batch: %1 rows").arg(q.config.batch), mm);
  drawCells(p, QRectF(x, top.top(), a.right() - x, top.height()), q.config.batch, false, mm);
  drawLabel(p, QRectF(bottom.left(), bottom.top(), bottom.width(), 9 * mm), t.translate("Worksheet", "%1 GPUs").arg(q.config.gpus), mm);
  drawBoxes(p, QRectF(x, bottom.top(), a.right() - x, bottom.height()), q.config.gpus, -1,
            [](qint64 i) { return QStringLiteral("cuda:%1").arg(i); }, mm);
}

// The dataset's indices over the ranks (ddp_shard), the asked rank heavier.
void drawDatasetOverRanks(QPainter* p, const QRectF& a, const Question& q, const WorksheetText& t, qreal mm) {
  const QRectF top(a.left(), a.top(), a.width(), 6 * mm);
  const QRectF bottom(a.left(), a.top() + 9 * mm, a.width(), a.height() - 9 * mm);
  const qreal x = a.left() + kLabelMm * mm;
  drawLabel(p, top, t.translate("Worksheet", "dataset: %1 samples").arg(q.config.dataset), mm);
  drawCells(p, QRectF(x, top.top(), a.right() - x, top.height()), q.config.dataset, true, mm);
  drawLabel(p, QRectF(bottom.left(), bottom.top(), bottom.width(), 9 * mm), t.translate("Worksheet", "world size: %1").arg(q.config.world), mm);
  drawBoxes(p, QRectF(x, bottom.top(), a.right() - x, bottom.height()), q.config.world, q.config.rank,
            [](qint64 i) { return QStringLiteral("rank %1").arg(i); }, mm);
}

// The ranks on a ring, each sending to the next (ring_steps).
void drawRing(QPainter* p, const QRectF& a, const Question& q, const WorksheetText& t, qreal mm) {
  const qint64 world = std::max<qint64>(q.config.world, 1);
  drawLabel(p, QRectF(a.left(), a.top(), a.width(), a.height()), t.translate("Worksheet", "%1 ranks in a ring").arg(world), mm);
  const qreal radius = a.height() / 2 - 3 * mm;
  const QPointF centre(a.left() + kLabelMm * mm + radius + 3 * mm, a.center().y());
  p->setPen(QPen(kMark, 0.5 * mm));
  p->drawEllipse(centre, radius, radius);
  const qreal node = std::clamp(M_PI * radius / qreal(world) * 0.7, 0.6 * mm, 2.6 * mm);
  p->setFont(labelFont(p, 6));
  const bool numbers = node >= 2 * mm;
  for (qint64 i = 0; i < world; ++i) {
    const qreal angle = -M_PI / 2 + 2 * M_PI * qreal(i) / qreal(world);  // rank 0 at the top, clockwise
    const QPointF c = centre + QPointF(std::cos(angle), std::sin(angle)) * radius;
    p->setPen(QPen(kInk, 0.25 * mm));
    p->setBrush(Qt::white);
    p->drawEllipse(c, node, node);
    if (numbers) p->drawText(QRectF(c.x() - node, c.y() - node, 2 * node, 2 * node), Qt::AlignCenter, QString::number(i));
  }
  p->setBrush(Qt::NoBrush);
  // One arrowhead on the ring between rank 0 and rank 1: the direction every rank sends in.
  const qreal mid = -M_PI / 2 + M_PI / qreal(world);
  const QPointF tip = centre + QPointF(std::cos(mid), std::sin(mid)) * radius;
  const QPointF along(-std::sin(mid), std::cos(mid));  // clockwise tangent
  const QPointF out(std::cos(mid), std::sin(mid));
  QPainterPath head;
  head.moveTo(tip + along * 1.2 * mm);
  head.lineTo(tip - along * 1.0 * mm + out * 1.0 * mm);
  head.lineTo(tip - along * 1.0 * mm - out * 1.0 * mm);
  head.closeSubpath();
  p->fillPath(head, kInk);
}

using Draw = void (*)(QPainter*, const QRectF&, const Question&, const WorksheetText&, qreal);

// The kinds that have a picture, one line each: its height in millimetres and how it is drawn.
struct KindPicture {
  Kind kind;
  qreal height_mm;
  Draw draw;
};
constexpr KindPicture kPictures[] = {
    {Kind::ChunkSizes, 21, drawBatchOverGpus},
    {Kind::IdleGpus, 21, drawBatchOverGpus},
    {Kind::DdpShard, 21, drawDatasetOverRanks},
    {Kind::RingSteps, 26, drawRing},
};

const KindPicture* pictureOf(Kind kind) {
  for (const KindPicture& pic : kPictures) {
    if (pic.kind == kind) return &pic;
  }
  return nullptr;
}

}  // namespace

qreal pictureHeight(const Question& q, qreal mm) {
  const KindPicture* pic = pictureOf(q.kind);
  return pic ? pic->height_mm * mm : 0;
}

void drawPicture(QPainter* p, const QRectF& area, const Question& q, const WorksheetText& text, qreal mm) {
  p->save();
  if (const KindPicture* pic = pictureOf(q.kind)) pic->draw(p, area, q, text, mm);
  p->restore();
}

}  // namespace worksheet
