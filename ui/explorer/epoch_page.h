// EpochPage: a whole epoch: data size, batch size and drop_last give the batches (R12.1); each
// batch's split over the GPUs is listed (100/30 → 30, 30, 30, 10 → on 8 GPUs the last uses 5).
#pragma once

#include <QWidget>

class QCheckBox;
class QFormLayout;
class QLabel;
class QSpinBox;
class QTableWidget;

class EpochPage : public QWidget {
  Q_OBJECT
 public:
  static constexpr int kMaxRows = 1000;  // a table beyond this says how many more there are

  explicit EpochPage(QWidget* parent = nullptr);
  void setInput(int data, int batch, bool drop_last, int gpus);
  QTableWidget* table() const { return table_; }
  QString summary() const;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void compute();

  QFormLayout* form_;
  QSpinBox* data_;
  QSpinBox* batch_;
  QCheckBox* drop_last_;
  QSpinBox* gpus_;
  QLabel* summary_;
  QTableWidget* table_;
};
