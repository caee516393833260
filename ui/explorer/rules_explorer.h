// RulesExplorer: the scatter rule over every batch size (1–256) × GPU count (all the app offers) as a colour
// map: devices used, imbalance (largest chunk ÷ smallest) or idle GPUs. Hovering a cell works the
// rule through; clicking it shows that batch cut into chunks below the map (the window's settings
// stay; a button asks the main window to run it). A ring marks the current
// setting. Beside it (below it in a narrow window), pages for other dims, a whole epoch, and
// DistributedDataParallel's way.
#pragma once

#include <QWidget>

#include "core/limits.h"
#include "data/split_rules.h"
#include "run/tutorial_numbers.h"

class QCPColorMap;
class QCPColorScale;
class QComboBox;
class QCustomPlot;
class QCPItemTracer;
class QLabel;
class QSplitter;
class QTabWidget;
class CellBatchView;
class DdpPage;

class RulesExplorer : public QWidget {
  Q_OBJECT
 public:
  enum class Mode { DevicesUsed, Imbalance, IdleDevices };
  static constexpr int kMaxBatch = 256;
  static constexpr int kMaxGpus = int(dp::kAppGpuRange.max);

  explicit RulesExplorer(QWidget* parent = nullptr);

  void setMode(Mode mode);
  Mode mode() const;
  // The value a cell shows in the current mode, and its hover text.
  double cellValue(int batch, int gpus) const;
  QString cellText(int batch, int gpus) const;
  // The cell under a widget position of the plot, or {0, 0} outside the map.
  QPoint cellAt(const QPoint& plot_pos) const;
  // The controls' batch size and GPU count, marked on the map (hidden when off the map).
  void setCurrent(qint64 batch, int gpus);
  bool markerShown() const;
  QPointF markerCoords() const;  // the marked cell: (batch, GPUs)
  // A narrow explorer shows the map as the first of the pages' tabs instead of beside them.
  bool narrow() const { return narrow_; }
  static constexpr int kNarrowBelowPx = 680;
  static constexpr int kMinWidthPx = 320;
  static constexpr int kMinHeightPx = 280;
  QCustomPlot* plot() const { return plot_; }
  QLabel* hoverLabel() const { return hover_; }
  DdpPage* ddpPage() const { return ddp_; }
  CellBatchView* cellView() const { return cell_; }
  // A lesson stop's page (view "explorer-ddp", or "explorer": the heat map, the first page when narrow).
  void showDdpPage();
  void showMapPage();
  bool ddpPageShown() const;

 signals:
  // The cell view's "Run it in the Run tab" button, never a click on the map alone.
  void cellActivated(int batch, int gpus);

 protected:
  void changeEvent(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  void retranslate();
  void fillMap();
  void hover(const QPoint& pos);
  void placeMarker();
  void setNarrow(bool narrow);
  QString idleText() const;  // the hover label when no cell is hovered

  QComboBox* mode_;
  QCustomPlot* plot_;
  QCPColorMap* map_;
  QCPColorScale* scale_;
  QCPItemTracer* ring_;
  QCPItemTracer* ringShadow_;  // a dark ring under the light one: visible on every colour
  QLabel* hover_;
  QSplitter* splitter_;
  QWidget* map_page_;  // the mode, the map and the hover text
  bool narrow_ = false;
  qint64 current_batch_ = dp::tutorial::kBatchSize;
  int current_gpus_ = dp::tutorial::kGpus;
  QTabWidget* pages_;
  DdpPage* ddp_;
  CellBatchView* cell_;
};
