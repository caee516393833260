// DataParallelView: the centre of the window, a QGraphicsView that shows the current batch being
// cut, sent to the device cards, computed and gathered, driven by the Player's phase and progress.
// The scene is laid out for the view's size (scene units are view pixels), so it fits any window.
#pragma once

#include <QGraphicsScene>
#include <QGraphicsView>
#include <vector>

#include "device/device.h"
#include "stage/card_layout.h"
#include "stage/flow_item.h"
#include "stage/stage_text.h"

class DeviceCardItem;
class LegendItem;

class DataParallelView : public QGraphicsView {
  Q_OBJECT
 public:
  explicit DataParallelView(const Player* player, QWidget* parent = nullptr);

  // Rebuilds the cards for `gpus` devices (at least one card: with 0 GPUs the CPU runs it).
  // `backend` is each card's subtitle until setDevices() gives the engine's facts.
  void setRun(int gpus, int output_device, qint64 data_size, qint64 batch_size, const QString& backend);
  // The engine's devices (EngineSetup::lanes; host lanes are skipped), in card order: each card
  // says what it is ("simulated", "NVIDIA H200", "virtual, on cuda:0") in the current language.
  void setDevices(const std::vector<dp::DeviceInfo>& lanes);
  // Font zoom set by the shell (Ctrl +/−, projector mode), 0.5 .. 3: every text's preferred size
  // follows it; text still shrinks (down to the minimum sizes) or drops optional rows to fit.
  // `mode_factor`: how much larger projector mode draws the stage at the same zoom. Zooming in
  // (zoom > 1) makes the cards' text that much larger than at zoom 1 in the same mode, laying
  // the cards out again (fewer per row, taller; the stage scrolls when they cannot all fit).
  void setZoom(double zoom, double mode_factor = 1.0);
  double zoom() const { return zoom_; }
  // The smallest text the stage may draw with up to 8 cards (the shell gives the log's size at
  // its zoom): cards are laid out again for it (fewer per row, taller), and when they cannot all
  // fit the view at that size the stage grows taller than the view and scrolls. 0: no floor.
  void setTextFloor(int px);
  // The legend (View › Legend): a strip at the bottom of the stage saying what the marks mean.
  void setLegendVisible(bool visible);
  bool legendVisible() const { return legend_visible_; }
  // Pulls the player's state into the items; cheap, called once per frame.
  void refresh();

  int cardCount() const { return int(cards_.size()); }
  QString cardSubtitle(int i) const;
  int idleCardCount() const;
  const SceneLayout& sceneLayout() const { return state_.layout; }
  const FlowState& flowState() const { return state_; }  // what the flows are drawn from (tests)
  QList<DeviceCardItem*> cards() const;
  // Everything drawn now, in scene coordinates (= viewport pixels): every text with its box, font
  // and role (cards, labels, legend), and every shape text must keep clear of.
  QList<StageText> texts() const;
  QList<StageShape> shapes() const;
  QRectF reduceLabel() const;  // Reduce's "Σ 8 replicas · … received" (empty: none on screen)
  // The scene is the point of the window: ask for most of it (the docks share what is left).
  QSize sizeHint() const override { return {960, 620}; }

 protected:
  void resizeEvent(QResizeEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  void relayout();
  void refit();
  CardStrings widestStrings(const StepResult* step) const;
  // Projector mode (setZoom's mode factor above 1) at the shell's zoom 1 or less: the cards drop
  // their memory row, then their time's, rather than make the stage scroll (zoomed in, the class
  // asked for larger text, and the stage scrolls as before).
  bool dropRowsForFloor() const { return mode_factor_ > 1.0 && user_zoom_ <= 1.0; }
  void refreshCard(DeviceCardItem* card, const StepResult* step, std::uint64_t busiest);

  QGraphicsScene scene_;
  FlowState state_;
  FlowItem* flow_ = nullptr;
  LegendItem* legend_ = nullptr;
  std::vector<DeviceCardItem*> cards_;
  double zoom_ = 1.0;         // the text's zoom: the shell's times the mode's factor
  double user_zoom_ = 1.0;    // the shell's alone (Ctrl +/−)
  double mode_factor_ = 1.0;
  int text_floor_ = 0;
  bool legend_visible_ = false;
  CardFit fit_;
  qint64 run_ = 0;              // counts setRun calls
  qint64 fitted_for_ = -1;      // the run and batch the card fit was made for
};
