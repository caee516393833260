// LecturerView: the lecturer's own window (View › Lecturer's view, Ctrl+L), never the projected
// stage: put it on the laptop's screen while the projector shows the stage. It follows the open
// question: its vote, the time left, every option's count live (the room sees none while it
// votes), and once the first vote closed the share right with what to do next (peer_guidance.h),
// its two thresholds editable here (remembered); the class record's file.
#pragma once

#include <QPointer>
#include <QWidget>

#include "quiz/peer_guidance.h"
#include "quiz/round_clock.h"
#include "vote/class_vote.h"

class QLabel;
class QSpinBox;
class Settings;

class LecturerView : public QWidget {
  Q_OBJECT
 public:
  LecturerView(PredictState* state, RoundClock* clock, ClassVote* vote, Settings* settings, QWidget* parent);
  guidance::Thresholds thresholds() const { return thresholds_; }
  QLabel* adviceLabel() const { return advice_; }  // tests

 signals:
  void closed();  // its own close button: the View menu's switch follows

 protected:
  void changeEvent(QEvent* event) override;
  void closeEvent(QCloseEvent* event) override;

 private:
  void refresh();
  void retranslate();

  // Its owners may go first (the window's parts are deleted one by one).
  QPointer<PredictState> state_;
  QPointer<RoundClock> clock_;
  QPointer<ClassVote> vote_;
  Settings* settings_;
  guidance::Thresholds thresholds_;
  QLabel* note_;
  QLabel* question_;
  QLabel* round_;
  QLabel* counts_;
  QLabel* share_;
  QLabel* advice_;
  QLabel* bands_;
  QSpinBox* low_;
  QSpinBox* high_;
  QLabel* record_;
  QLabel* keys_;
};
