// DdpPage: DataParallel and DistributedDataParallel side by side (R13): the same data over N GPUs.
// DataParallel cuts each batch into chunks inside one process; DDP's DistributedSampler gives each
// rank its own indices of the dataset (padded by wrapping, or cut with drop_last).
#pragma once

#include <cstdint>
#include <vector>

#include "explorer/rules_page.h"

class QLabel;
class QTableWidget;

class DdpPage : public RulesPage {
  Q_OBJECT
 public:
  explicit DdpPage(QWidget* parent = nullptr);
  const std::vector<std::vector<std::int64_t>>& rankIndices() const { return ranks_; }
  QString contrast() const;
  QTableWidget* table() const { return table_; }

 protected:
  void compute() override;
  void retranslate() override;
  void changeEvent(QEvent* event) override;

 private:
  QLabel* contrast_;
  QTableWidget* table_;
  void keepThreeRows();  // the table's least height: its header and three rows at this zoom
  std::vector<std::vector<std::int64_t>> ranks_;
};
