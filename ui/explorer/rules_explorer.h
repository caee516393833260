// RulesExplorer: the scatter rule over every batch size (1–256) × GPU count (all the app offers) as a colour
// map: devices used, imbalance (largest chunk ÷ smallest) or idle GPUs. Hovering a cell works the
// rule through; clicking it asks the main window to run that batch. Beside it, pages for other
// dims, a whole epoch, and DistributedDataParallel's way.
#pragma once

#include <QWidget>

#include "core/limits.h"
#include "core/split_rules.h"

class QCPColorMap;
class QCPColorScale;
class QComboBox;
class QCustomPlot;
class QLabel;
class QTabWidget;
class DimsPage;
class EpochPage;
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
  QCustomPlot* plot() const { return plot_; }
  QLabel* hoverLabel() const { return hover_; }
  DimsPage* dimsPage() const { return dims_; }
  EpochPage* epochPage() const { return epoch_; }
  DdpPage* ddpPage() const { return ddp_; }

 signals:
  void cellActivated(int batch, int gpus);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void fillMap();
  void hover(const QPoint& pos);

  QComboBox* mode_;
  QCustomPlot* plot_;
  QCPColorMap* map_;
  QCPColorScale* scale_;
  QLabel* hover_;
  QTabWidget* pages_;
  DimsPage* dims_;
  EpochPage* epoch_;
  DdpPage* ddp_;
};
