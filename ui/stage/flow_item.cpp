// FlowItem painting. Positions come from SceneLayout; motion from the Player's phase progress.
#include "stage/flow_item.h"

#include <QApplication>
#include <QPainter>
#include <QPalette>

#include "core/split_rules.h"
#include "run/tutorial.h"
#include "stage/device_palette.h"

namespace {

QPointF lerp(const QPointF& a, const QPointF& b, double t) { return a + (b - a) * t; }

double ease(double t) { return t * t * (3 - 2 * t); }  // smoothstep: starts and lands gently

}  // namespace

QString FlowItem::ruleText(qint64 rows, int gpus) {
  // Plurals through %n, one count per string: "1 row per chunk → 1 chunk", "4 rows per chunk → 8 chunks".
  if (!dp::tutorial_wraps_model(gpus)) {
    return tr("%n row(s) on one GPU: the model is not wrapped, no split", nullptr, int(rows));
  }
  if (rows == 0) return tr("0 rows → %n empty chunk(s)", nullptr, gpus);
  const dp::SplitFacts f = dp::split_facts(rows, gpus);  // the engine's rule (R1.2)
  QString text = tr("⌈%1/%2⌉ = %3 → %4")
                     .arg(rows)
                     .arg(gpus)
                     .arg(tr("%n row(s) per chunk", nullptr, int(f.per_chunk)), tr("%n chunk(s)", nullptr, f.used));
  if (f.idle > 0) text += tr("; %n GPU(s) idle", nullptr, f.idle);
  return text;
}

void FlowItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
  p->setRenderHint(QPainter::Antialiasing);
  const StepResult* step = state_->player ? state_->player->current() : nullptr;
  paintDataset(p, step);
  if (!step) return;
  const QPalette pal = QApplication::palette();
  QFont f = QApplication::font();
  f.setPixelSize(std::max(10, int(state_->layout.batch.top() * 0.45 * state_->font_scale)));
  f.setBold(true);
  p->setFont(f);
  p->setPen(pal.color(QPalette::Text));
  const auto& rec = step->record;
  const QRectF ruleBox(state_->layout.dataset.left(), 0, state_->layout.cardsArea.left() + state_->layout.cardsArea.width(),
                       state_->layout.batch.top());
  const qint64 rows = rec.input.ndim() > 0 ? rec.input[0] : 0;
  p->drawText(ruleBox.adjusted(0, 0, 0, -2), Qt::AlignLeft | Qt::AlignVCenter, ruleText(rows, state_->gpus));
  paintBatch(p, *step);
  paintOutput(p, *step);
  paintFlights(p, *step);
}

void FlowItem::paintDataset(QPainter* p, const StepResult* step) const {
  const QRectF r = state_->layout.dataset;
  const QPalette pal = QApplication::palette();
  p->setPen(QPen(pal.color(QPalette::Mid), 1));
  p->setBrush(pal.color(QPalette::AlternateBase));
  p->drawRect(r);
  if (state_->data_size <= 0) return;
  const double rowH = r.height() / double(state_->data_size);
  if (step) {
    const auto& rec = step->record;
    std::vector<int> owner(rec.samples.size(), -1);  // which replica each batch row goes to
    std::size_t row = 0;
    for (std::size_t c = 0; c < rec.chunk_sizes.size(); ++c) {
      for (std::int64_t k = 0; k < rec.chunk_sizes[c] && row < owner.size(); ++k) owner[row++] = int(c);
    }
    p->setPen(Qt::NoPen);
    for (std::size_t i = 0; i < rec.samples.size(); ++i) {
      const int dev = owner[i] >= 0 && owner[i] < int(rec.devices.size()) ? rec.devices[std::size_t(owner[i])] : 0;
      p->setBrush(deviceColor(dev));
      p->drawRect(QRectF(r.left(), r.top() + double(rec.samples[i]) * rowH, r.width(), std::max(1.0, rowH)));
    }
  }
  QFont f = QApplication::font();
  f.setPixelSize(std::max(8, int(r.width() * 0.28 * state_->font_scale)));
  p->setFont(f);
  p->setPen(pal.color(QPalette::Text));
  p->save();
  p->translate(r.center());
  p->rotate(-90);
  p->drawText(QRectF(-r.height() / 2, -r.width() / 2, r.height(), r.width()), Qt::AlignCenter,
              tr("dataset: %1 samples").arg(state_->data_size));
  p->restore();
}

QRectF FlowItem::chunkRect(const StepResult& step, int replica) const {
  const QRectF col = state_->layout.batch;
  const auto& chunks = step.record.chunk_sizes;
  // The final, smaller batch is drawn shorter: the column's height is rows / batch_size.
  const qint64 rows = step.record.input.ndim() > 0 ? step.record.input[0] : 0;
  const double full = double(std::max<qint64>(state_->batch_size, rows));
  const double rowH = col.height() / std::max(1.0, full);
  double top = col.top();
  for (int i = 0; i < replica; ++i) top += double(chunks[std::size_t(i)]) * rowH;
  return QRectF(col.left(), top, col.width(), std::max(2.0, double(chunks[std::size_t(replica)]) * rowH));
}

void FlowItem::paintBatch(QPainter* p, const StepResult& step) const {
  const auto& rec = step.record;
  const Player* player = state_->player;
  const bool scattered = player->phase() > AnimPhase::Scatter ||
                         (player->phase() == AnimPhase::Scatter && player->phaseProgress() >= 1.0);
  const QPalette pal = QApplication::palette();
  QFont f = QApplication::font();
  f.setPixelSize(std::max(8, int(state_->layout.batch.width() * 0.2 * state_->font_scale)));
  p->setFont(f);
  for (std::size_t i = 0; i < rec.chunk_sizes.size(); ++i) {
    const QRectF r = chunkRect(step, int(i));
    QColor c = deviceColor(rec.devices[i]);
    if (scattered || player->phase() == AnimPhase::Scatter) c.setAlpha(70);  // the chunk has left
    p->setPen(QPen(pal.color(QPalette::Base), 1));
    p->setBrush(c);
    p->drawRect(r);
    if (r.height() >= f.pixelSize()) {
      p->setPen(scattered ? pal.color(QPalette::Text) : deviceTextColor(rec.devices[i]));
      p->drawText(r, Qt::AlignCenter, QString::number(rec.chunk_sizes[i]));
    }
  }
  const qint64 rows = rec.input.ndim() > 0 ? rec.input[0] : 0;
  p->setPen(pal.color(QPalette::Text));
  const QRectF label(state_->layout.batch.left() - 20, state_->layout.batch.bottom() + 2, state_->layout.batch.width() + 40, 40);
  const QString text = rows < state_->batch_size ? tr("final batch: %1 rows").arg(rows)
                                                 : tr("batch %1: %2 rows").arg(rec.index + 1).arg(rows);
  p->drawText(label, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, text);
}

void FlowItem::paintFlights(QPainter* p, const StepResult& step) const {
  const Player* player = state_->player;
  const auto& rec = step.record;
  const auto& cards = state_->layout.cards;
  const bool scatter = player->phase() == AnimPhase::Scatter;
  const bool gather = player->phase() == AnimPhase::Gather;
  if (!scatter && !gather) return;
  const double t = ease(player->phaseProgress());
  p->setPen(Qt::NoPen);
  for (std::size_t i = 0; i < rec.chunk_sizes.size(); ++i) {
    const int dev = rec.devices[i];
    if (dev < 0 || dev >= int(cards.size())) continue;
    const QRectF src = chunkRect(step, int(i));
    const QRectF card = cards[std::size_t(dev)];
    const QSizeF size(src.width() * 0.8, std::min(src.height(), card.height() * 0.4));
    QPointF from = src.center(), to = card.center();
    if (gather) {
      const QRectF out = chunkRect(step, int(i)).translated(state_->layout.output.left() - state_->layout.batch.left(), 0);
      from = card.center();
      to = out.center();
    }
    const QPointF at = lerp(from, to, t);
    QColor c = deviceColor(dev);
    c.setAlpha(220);
    p->setBrush(c);
    p->drawRoundedRect(QRectF(at - QPointF(size.width() / 2, size.height() / 2), size), 3, 3);
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
  const bool landed = player->phase() == AnimPhase::Done;
  if (landed) {
    p->setPen(QPen(pal.color(QPalette::Base), 1));
    for (std::size_t i = 0; i < rec.chunk_sizes.size(); ++i) {  // replica order, whatever finished first
      const QRectF r = chunkRect(step, int(i)).translated(col.left() - state_->layout.batch.left(), 0);
      p->setBrush(deviceColor(rec.devices[i]));
      p->drawRect(QRectF(col.left(), r.top(), col.width(), r.height()));
    }
  }
  QFont f = QApplication::font();
  f.setPixelSize(std::max(8, int(col.width() * 0.16 * state_->font_scale)));
  p->setFont(f);
  p->setPen(pal.color(QPalette::Text));
  const QString where = deviceName(state_->output_device);
  QString text = tr("output on %1").arg(where);
  if (landed) text += QStringLiteral("\n") + QString::fromStdString(rec.output.to_list_string());
  // Right-aligned to the column's right edge, so a long label grows inwards, never off-screen.
  p->drawText(QRectF(col.right() - 3 * col.width(), col.bottom() + 2, 3 * col.width(), 44), Qt::AlignRight | Qt::AlignTop, text);
}
