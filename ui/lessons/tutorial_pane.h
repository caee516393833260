// TutorialPane: the tutorial companion (right dock): each section's text in the current language,
// its code cell highlighted, and "Run this step", which asks the main window to drive the engine
// there, then says under the button what happened. The section last run, or the one the run is
// in (the loop while the epoch plays), is highlighted. The results section runs the tutorial on
// 2, 3 or 8 GPUs and compares what the app printed with the tutorial's printout, line by line
// (order within a batch ignored).
#pragma once

#include <QWidget>
#include <optional>
#include <vector>

#include "run/printout_compare.h"
#include "lessons/tutorial_content.h"
#include "lessons/tutorial_feedback.h"

class QComboBox;
class QFrame;
class QLabel;
class QPushButton;
class QScrollArea;
class QTableWidget;
class QVBoxLayout;

class TutorialPane : public QWidget {
  Q_OBJECT
 public:
  explicit TutorialPane(QWidget* parent = nullptr);

  // The tutorial's printout for `gpus` (2, 3 or 8), embedded from PyTorch's own output.
  static QStringList expectedPrintout(int gpus);
  void showComparison(int gpus, const QStringList& printed);
  const dp::PrintoutComparison& comparison() const { return comparison_; }
  int compareGpus() const;
  void setCompareGpus(int gpus);
  QPushButton* runButton(int section) const;
  QTableWidget* comparisonTable() const { return table_; }
  QString comparisonSummary() const;
  // The run's state: finishes the feedback of the step last run, and follows the run (the loop's
  // section while the epoch plays).
  void followRun(const TutorialRunState& state);
  int currentSection() const { return current_; }
  QString statusText(int section) const;
  QString sectionHeading(int section) const;

 signals:
  void stepRequested(TutorialAction action);
  void compareRequested(int gpus);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  struct SectionWidgets {
    QFrame* frame = nullptr;
    QLabel* title = nullptr;
    QLabel* text = nullptr;
    QPushButton* run = nullptr;
    QLabel* status = nullptr;                 // what the step did, under its button
    std::optional<TutorialRunState> fed;      // the state that status describes
  };
  void retranslate();
  void runSection(int section);
  void setCurrent(int section);
  void showStatus(int section);
  int sectionOf(TutorialAction action) const;
  QWidget* makeComparison(QWidget* parent);

  std::vector<SectionWidgets> sections_;
  QScrollArea* scroll_ = nullptr;
  QComboBox* gpus_ = nullptr;
  QPushButton* compare_ = nullptr;
  QLabel* summary_ = nullptr;
  QLabel* order_note_ = nullptr;
  QTableWidget* table_ = nullptr;
  dp::PrintoutComparison comparison_;
  int compared_gpus_ = 0;
  int current_ = -1;                          // the highlighted section
  int pending_ = -1;                          // the section whose step has not finished yet
  TutorialRunState state_;
};
