// FlowItem: everything in the scene that is not a device card: the rule being applied
// ("⌈10/8⌉ = 2 → 5 chunks"), the dataset with the current batch's samples marked, the batch
// column cut into chunks, chunks flying to their cards (scatter) and back (gather), and the
// output stacking on the output device in replica order.
#pragma once

#include <QCoreApplication>
#include <QGraphicsItem>

#include "stage/player.h"
#include "stage/scene_layout.h"

struct FlowState {
  const Player* player = nullptr;
  SceneLayout layout;
  qint64 data_size = 0;
  qint64 batch_size = 1;
  int gpus = 1;
  int output_device = 0;  // -1: the CPU
  double font_scale = 1.0;
};

class FlowItem : public QGraphicsItem {
  Q_DECLARE_TR_FUNCTIONS(FlowItem)

 public:
  explicit FlowItem(const FlowState* state) : state_(state) {}
  void setBounds(const QRectF& r) {
    prepareGeometryChange();
    bounds_ = r;
  }
  QRectF boundingRect() const override { return bounds_; }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  // "⌈30/8⌉ = 4 → 8 chunks" or, for the tutorial's unwrapped model, "one GPU: no split".
  static QString ruleText(qint64 rows, int gpus);

 private:
  void paintDataset(QPainter* p, const StepResult* step) const;
  QRectF chunkRect(const StepResult& step, int replica) const;  // inside the batch column
  void paintBatch(QPainter* p, const StepResult& step) const;
  void paintFlights(QPainter* p, const StepResult& step) const;
  void paintOutput(QPainter* p, const StepResult& step) const;

  const FlowState* state_;
  QRectF bounds_;
};
