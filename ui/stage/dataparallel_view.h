// DataParallelView: the centre of the window, a QGraphicsView that shows the current batch being
// cut, sent to the device cards, computed and gathered, driven by the Player's phase and progress.
#pragma once

#include <QGraphicsScene>
#include <QGraphicsView>
#include <vector>

#include "stage/flow_item.h"

class DeviceCardItem;

class DataParallelView : public QGraphicsView {
  Q_OBJECT
 public:
  explicit DataParallelView(const Player* player, QWidget* parent = nullptr);

  // Rebuilds the cards for `gpus` devices (at least one card: with 0 GPUs the CPU runs it).
  void setRun(int gpus, int output_device, qint64 data_size, qint64 batch_size, const QString& backend);
  // One line per card under its name ("simulated", "NVIDIA H200", "virtual, on cuda:0").
  void setSubtitles(const QStringList& subtitles);
  void setFontScale(double scale);
  // Pulls the player's state into the items; cheap, called once per frame.
  void refresh();

  int cardCount() const { return int(cards_.size()); }
  QString cardSubtitle(int i) const;
  int idleCardCount() const;
  const SceneLayout& sceneLayout() const { return state_.layout; }
  QList<DeviceCardItem*> cards() const;
  // The scene is the point of the window: ask for most of it (the docks share what is left).
  QSize sizeHint() const override { return {960, 620}; }

 protected:
  void resizeEvent(QResizeEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  void relayout();

  QGraphicsScene scene_;
  FlowState state_;
  FlowItem* flow_ = nullptr;
  std::vector<DeviceCardItem*> cards_;
};
