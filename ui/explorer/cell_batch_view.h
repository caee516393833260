// CellBatchView: the rules explorer's own picture of one cell's batch: the batch cut by torch.chunk
// into one coloured piece per GPU that runs (sizes from the engine's split_facts), the rule in
// words, and a button that asks for it to be run in the Run tab. Clicking a cell shows it here;
// nothing else in the window changes until the button is pressed.
#pragma once

#include <QWidget>
#include <cstdint>

#include "data/split_rules.h"

class QLabel;
class QPushButton;

class CellBatchBar : public QWidget {
 public:
  explicit CellBatchBar(QWidget* parent = nullptr);
  void setFacts(const dp::SplitFacts& facts);
  const dp::SplitFacts& facts() const { return facts_; }
  // Where replica `replica`'s chunk is drawn (widget coordinates); empty beyond the chunks.
  QRectF chunkRect(int replica) const;

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  dp::SplitFacts facts_;
};

class CellBatchView : public QWidget {
  Q_OBJECT
 public:
  explicit CellBatchView(QWidget* parent = nullptr);
  // The cell shown, and the setting the Run tab has now (the button is off when they are the same).
  void showCell(int batch, int gpus);
  void setCurrent(std::int64_t batch, int gpus);
  int batch() const { return int(bar_->facts().batch); }
  int gpus() const { return bar_->facts().gpus; }
  QLabel* text() const { return text_; }
  CellBatchBar* bar() const { return bar_; }
  QPushButton* runButton() const { return run_; }

 signals:
  void runRequested(int batch, int gpus);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  QLabel* text_;
  CellBatchBar* bar_;
  QPushButton* run_;
  std::int64_t current_batch_ = 0;
  int current_gpus_ = 0;
};
