// EpochPage: a whole epoch: data size, batch size and drop_last give the batches (R12.1); each
// batch's split over the GPUs is listed (100/30 → 30, 30, 30, 10 → on 8 GPUs the last uses 5).
#pragma once

#include "explorer/rules_page.h"

class QLabel;
class QTableWidget;

class EpochPage : public RulesPage {
  Q_OBJECT
 public:
  static constexpr int kMaxRows = 1000;  // a table beyond this says how many more there are

  explicit EpochPage(QWidget* parent = nullptr);
  QTableWidget* table() const { return table_; }
  QString summary() const;

 protected:
  void compute() override;
  void retranslate() override;

 private:
  QLabel* summary_;
  QTableWidget* table_;
};
