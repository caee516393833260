// FlowItem: everything in the scene that is not a device card or the legend: the rule being
// applied ("⌈10/8⌉ = 2 → 5 chunks"), the dataset with the current batch's samples marked, the
// batch column cut into chunks, chunks flying through the lanes to their cards' slots (scatter)
// and back (gather), and the output stacking on the output device in replica order.
#pragma once

#include <QCoreApplication>
#include <QGraphicsItem>
#include <tuple>
#include <vector>

#include "stage/player.h"
#include "stage/scene_layout.h"
#include "stage/stage_text.h"

struct FlowState {
  const Player* player = nullptr;
  SceneLayout layout;
  std::vector<QRectF> card_slots;  // per device: its card's chunk slot (empty when the card has none)
  qint64 data_size = 0;
  qint64 batch_size = 1;
  int gpus = 1;
  int output_device = 0;  // -1: the CPU
};

class FlowItem : public QGraphicsItem {
  Q_DECLARE_TR_FUNCTIONS(FlowItem)

 public:
  explicit FlowItem(const FlowState* state) : state_(state) {}
  void setBounds(const QRectF& r) {
    prepareGeometryChange();
    bounds_ = r;
  }
  // The layout, the language or the run changed: measure the labels again.
  void invalidate() { ++generation_; }
  QRectF boundingRect() const override { return bounds_; }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  // What paint draws now: the labels, and the chunks in flight.
  const QList<StageText>& texts() const;
  QList<StageShape> flights() const;
  // The Σ words of Reduce's tray (empty outside Reduce, or where they do not fit).
  QRectF reduceLabel() const;

 private:
  void paintDataset(QPainter* p, const StepResult* step, bool cut) const;
  void paintBatch(QPainter* p, const StepResult& step) const;
  void paintOutput(QPainter* p, const StepResult& step) const;
  void paintReduce(QPainter* p, const StepResult& step) const;

  const FlowState* state_;
  QRectF bounds_;
  quint64 generation_ = 0;
  // The labels change with the step, the phase and the layout, not with every frame.
  mutable QList<StageText> texts_;
  mutable std::tuple<quint64, qint64, int> texts_key_{~0ull, -1, -1};  // generation, batch shown, phase
};
