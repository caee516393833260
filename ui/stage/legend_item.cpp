// The legend: entries in a grid of equal columns; the samples are drawn like the stage draws them.
#include "stage/legend_item.h"

#include <QApplication>
#include <QPainter>
#include <QPalette>
#include <cmath>

#include "stage/device_card_item.h"
#include "stage/device_palette.h"
#include "stage/text_fit.h"

namespace {

QStringList entryTexts() {
  return {LegendItem::tr("dataset: one stripe per sample"),
          LegendItem::tr("batch: its rows, cut into chunks"),
          LegendItem::tr("colour: the GPU a chunk goes to"),
          LegendItem::tr("slot: the chunk a GPU holds"),
          LegendItem::tr("gauge: peak memory (fullest GPU = full)"),
          LegendItem::tr("bar: progress of the current phase"),
          LegendItem::tr("bold outline: the output device"),
          LegendItem::tr("output: gathered in replica order"),
          LegendItem::tr("training gauge: parameters, gradients, reduce buffers, momentum")};
}

struct Grid {
  int columns = 1, rows = 1, px = 11;
  double pad = 4, lh = 12, sampleW = 20, entryGap = 6, rowGap = 2, columnW = 100;
  double height() const { return rows * lh + (rows - 1) * rowGap + 2 * pad; }
};

// Entries in as many columns as fit; the text shrinks (not below 11 px) until the legend takes
// no more than `maxHeight`, so it never crowds out the stage it explains.
Grid gridFor(double width, int labelPx, double maxHeight) {
  Grid g;
  const QStringList texts = entryTexts();
  for (int px = std::max(11, labelPx - 1); px >= 11; --px) {
    const QFont font = stageFont(px);
    g.px = px;
    g.lh = lineHeight(font);
    g.pad = std::round(g.lh * 0.35);
    g.sampleW = std::round(g.lh * 1.8);
    g.entryGap = std::round(g.lh * 0.4);
    g.rowGap = std::round(g.lh * 0.25);
    const double entryW = g.sampleW + g.entryGap + widestWidth(font, texts) + 2 * g.lh;
    g.columns = std::clamp(int((width - 2 * g.pad) / entryW), 1, int(texts.size()));
    g.rows = (int(texts.size()) + g.columns - 1) / g.columns;
    g.columnW = (width - 2 * g.pad) / g.columns;
    if (g.height() <= maxHeight) break;
  }
  return g;
}

}  // namespace

double legendHeightFor(double width, int labelPx, double maxHeight) { return gridFor(width, labelPx, maxHeight).height(); }

void LegendItem::setGeometry(const QRectF& rect, int labelPx) {
  prepareGeometryChange();
  rect_ = rect;
  label_px_ = labelPx;
  relayout();
}

void LegendItem::relayout() {
  texts_.clear();
  samples_.clear();
  if (rect_.isEmpty()) return;
  const Grid g = gridFor(rect_.width(), label_px_, rect_.height() + 0.5);
  const QFont font = stageFont(g.px);
  const QStringList texts = entryTexts();
  QStringList tips;
  for (int i = 0; i < int(texts.size()); ++i) {
    const int r = i / g.columns, c = i % g.columns;
    const double x = rect_.left() + g.pad + c * g.columnW, y = rect_.top() + g.pad + r * (g.lh + g.rowGap);
    samples_ << QRectF(x, y + g.lh * 0.15, g.sampleW, g.lh * 0.7);
    const QRectF line(x + g.sampleW + g.entryGap, y, g.columnW - g.sampleW - 2 * g.entryGap, g.lh);
    texts_ << placeText(StageRole::Legend, texts[i], font, line, rect_, Qt::AlignLeft | Qt::AlignVCenter);
    if (texts_.last().elided) tips << texts[i];
  }
  setToolTip(tips.join('\n'));
  update();
}

void LegendItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
  if (rect_.isEmpty()) return;
  const QPalette pal = QApplication::palette();
  p->setRenderHint(QPainter::Antialiasing);
  p->setPen(QPen(pal.color(QPalette::Mid), 1));
  QColor back = pal.color(QPalette::AlternateBase);
  p->setBrush(back);
  p->drawRoundedRect(rect_, 4, 4);
  for (int i = 0; i < int(samples_.size()); ++i) paintSample(p, Sample(i), samples_[i]);
  for (const StageText& t : texts_) drawStageText(p, t, pal.color(QPalette::Text), back);
}

void LegendItem::paintSample(QPainter* p, Sample sample, const QRectF& r) const {
  const QPalette pal = QApplication::palette();
  p->setPen(Qt::NoPen);
  switch (sample) {
    case Sample::Dataset:
      for (int k = 0; k < 6; ++k) {
        p->setBrush(k == 2 || k == 3 ? deviceColor(0) : pal.color(QPalette::Mid));
        p->drawRect(QRectF(r.left(), r.top() + k * r.height() / 6, r.width() * 0.45, r.height() / 6 - 0.5));
      }
      break;
    case Sample::Batch:
    case Sample::Output:
      for (int k = 0; k < 3; ++k) {
        p->setBrush(deviceColor(k));
        p->drawRect(QRectF(r.left(), r.top() + k * r.height() / 3, r.width() * 0.45, r.height() / 3 - 1));
      }
      if (sample == Sample::Output) {
        p->setPen(QPen(pal.color(QPalette::Mid), 1, Qt::DashLine));
        p->setBrush(Qt::NoBrush);
        p->drawRect(QRectF(r.left(), r.top(), r.width() * 0.45, r.height()));
      }
      break;
    case Sample::Colours:
      for (int k = 0; k < 4; ++k) {
        p->setBrush(deviceColor(k));
        p->drawRect(QRectF(r.left() + k * r.width() / 4, r.top(), r.width() / 4 - 1, r.height()));
      }
      break;
    case Sample::Slot:
      p->setPen(QPen(pal.color(QPalette::Mid), 1));
      p->setBrush(deviceColor(1));
      p->drawRoundedRect(QRectF(r.left(), r.top(), r.width() * 0.3, r.height()), 2, 2);
      break;
    case Sample::Gauge:
      p->setBrush(pal.color(QPalette::Mid));
      p->drawRect(QRectF(r.left(), r.center().y() - r.height() / 4, r.width(), r.height() / 2));
      p->setBrush(QColor(pal.color(QPalette::Text).red(), pal.color(QPalette::Text).green(), pal.color(QPalette::Text).blue(), 150));
      p->drawRect(QRectF(r.left(), r.center().y() - r.height() / 4, r.width() * 0.6, r.height() / 2));
      break;
    case Sample::Bar:
      p->setBrush(pal.color(QPalette::Mid));
      p->drawRect(QRectF(r.left(), r.center().y() - r.height() / 6, r.width(), r.height() / 3));
      p->setBrush(deviceColor(2));
      p->drawRect(QRectF(r.left(), r.center().y() - r.height() / 6, r.width() * 0.7, r.height() / 3));
      break;
    case Sample::Kinds:
      for (int k = 0; k < 4; ++k) {
        p->setBrush(DeviceCardItem::memoryKindColor(k));
        p->drawRect(QRectF(r.left() + k * r.width() / 4, r.center().y() - r.height() / 4, r.width() / 4 - 1, r.height() / 2));
      }
      break;
    case Sample::Outline:
      p->setPen(QPen(pal.color(QPalette::Text), 3));
      p->setBrush(pal.color(QPalette::Base));
      p->drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 3, 3);
      break;
  }
}
