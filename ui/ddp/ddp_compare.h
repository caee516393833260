// DdpCompare: the same global batch (world × local batch) as DataParallel on `world` GPUs and as
// DDP on `world` ranks, side by side: the bytes each device moves per training step, and the
// modelled step on a chosen hardware profile (engine/trace/cost_model: a model, labelled so).
#pragma once

#include <QWidget>
#include <vector>

#include "run/run_config.h"
#include "trace/cost_model.h"

class QComboBox;
class QLabel;
class QTableWidget;

// Bytes one device sends or receives in one training step (R4–R10 for DP; R14 for DDP), by the
// engine's facts; GPU 0's row holds its end of every gather and output-gradient piece, and its
// one copy of the parameters into the NCCL broadcast and of the gradients out of the NCCL reduce.
struct DeviceBytes {
  std::uint64_t scatter = 0, broadcast = 0, gather = 0, grad_scatter = 0, reduce = 0;  // DataParallel
  std::uint64_t allreduce = 0;                                                           // DDP: sent
  std::uint64_t dp() const { return scatter + broadcast + gather + grad_scatter + reduce; }
};
// From the modelled steps' slices (their bytes are the engine's shapes × 4 bytes per float).
std::vector<DeviceBytes> deviceBytes(const dp::cost::ModelFacts& m, int world, std::int64_t local_batch,
                                     const std::vector<std::vector<int>>& buckets);

class DdpCompare : public QWidget {
  Q_OBJECT

 public:
  explicit DdpCompare(QWidget* parent = nullptr);
  // The configuration to compare; `buckets` empty: 1.13's first-iteration bucket (all parameters).
  void setConfig(dp::TrainModel model, int world, int local_batch, const std::vector<std::vector<int>>& buckets);
  QTableWidget* table() const { return table_; }
  QString modelled() const;  // the modelled line as shown

 protected:
  void changeEvent(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  void refresh();
  void fitTableHeight();
  void fitTransferLine();

  QComboBox* profile_;
  QLabel* profile_label_;
  QLabel* heading_;
  QLabel* model_line_;
  QLabel* transfer_line_;  // the table's transfer model, under it
  QTableWidget* table_;
  dp::TrainModel model_ = dp::TrainModel::Linear;
  int world_ = 2, local_batch_ = 4;
  std::vector<std::vector<int>> buckets_;
};
