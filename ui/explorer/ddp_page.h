// DdpPage: DataParallel and DistributedDataParallel side by side (R13): the same data over N GPUs.
// DataParallel cuts each batch into chunks inside one process; DDP's DistributedSampler gives each
// rank its own indices of the dataset (padded by wrapping, or cut with drop_last).
#pragma once

#include <QWidget>
#include <cstdint>
#include <vector>

class QCheckBox;
class QFormLayout;
class QLabel;
class QSpinBox;
class QTableWidget;

class DdpPage : public QWidget {
  Q_OBJECT
 public:
  explicit DdpPage(QWidget* parent = nullptr);
  void setInput(int data, int batch, int gpus, bool drop_last, bool shuffle);
  const std::vector<std::vector<std::int64_t>>& rankIndices() const { return ranks_; }
  QString contrast() const;
  QTableWidget* table() const { return table_; }

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void compute();

  QFormLayout* form_;
  QSpinBox* data_;
  QSpinBox* batch_;
  QSpinBox* gpus_;
  QCheckBox* drop_last_;
  QCheckBox* shuffle_;
  QLabel* contrast_;
  QTableWidget* table_;
  std::vector<std::vector<std::int64_t>> ranks_;
};
