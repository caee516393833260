// RulesPage: what the explorer's pages share: one set of inputs with one set of defaults (the
// tutorial's: 100 samples, batch 30, 8 GPUs), a form showing the inputs a page uses (plus any of
// its own), and compute() on every edit and language change.
#pragma once

#include <QWidget>

#include "run/tutorial_numbers.h"

class QCheckBox;
class QFormLayout;
class QSpinBox;
class QVBoxLayout;

struct RulesInput {
  int data = int(dp::tutorial::kDataSize);
  int batch = int(dp::tutorial::kBatchSize);
  int gpus = dp::tutorial::kGpus;
  bool drop_last = false;
  bool shuffle = false;
};

class RulesPage : public QWidget {
  Q_OBJECT
 public:
  enum Field { Data = 1, Batch = 2, Gpus = 4, DropLast = 8, Shuffle = 16 };

  // `fields`: the inputs this page shows, in the order of Field.
  RulesPage(int fields, QWidget* parent);
  // Sets the inputs (those the page does not show keep their values) and recomputes.
  void setInput(const RulesInput& input);
  RulesInput input() const;

 protected:
  virtual void compute() = 0;
  // The page's own texts, and its labels for the shared inputs (in Field order) and its own rows.
  virtual void retranslate() = 0;
  void setLabels(const QStringList& labels);
  // A row of the page's own after the shared inputs; results go in body().
  void addRow(QWidget* field);
  QVBoxLayout* body() const { return body_; }
  void changeEvent(QEvent* event) override;
  // Connects a page-owned input so that an edit recomputes.
  void recomputeOn(QSpinBox* spin);

 private:
  QFormLayout* form_;
  QVBoxLayout* body_;
  QSpinBox* data_;
  QSpinBox* batch_;
  QSpinBox* gpus_;
  QCheckBox* drop_last_;
  QCheckBox* shuffle_;
};
