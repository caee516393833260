// LegendItem: what the marks on the stage mean (dataset stripes, the batch column and its chunks,
// the device colours, the chunk slot, the memory gauge, the progress bar, the output device's
// outline, the output column), each with a small drawn sample. Shown under View › Legend.
#pragma once

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QList>

#include "stage/stage_text.h"

// The legend's height for `width` with `labelPx` text (entries flow into as many columns as fit,
// the text shrinking towards 11 px while the legend is taller than `maxHeight`).
double legendHeightFor(double width, int labelPx, double maxHeight);

class LegendItem : public QGraphicsItem {
  Q_DECLARE_TR_FUNCTIONS(LegendItem)

 public:
  LegendItem() = default;
  void setGeometry(const QRectF& rect, int labelPx);
  // Texts follow the language: call after a language change.
  void relayout();
  const QList<StageText>& texts() const { return texts_; }

  QRectF boundingRect() const override { return rect_; }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  enum class Sample { Dataset, Batch, Colours, Slot, Gauge, Bar, Outline, Output, Kinds };
  void paintSample(QPainter* p, Sample sample, const QRectF& r) const;

  QRectF rect_;
  int label_px_ = 12;
  QList<StageText> texts_;
  QList<QRectF> samples_;  // one per entry, beside its text
};
