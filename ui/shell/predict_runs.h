// PredictRuns: predict, then reveal in the window: the View menu's switches (remembered), the
// panel in the centre's place while a question is open, its keys (1–4, Enter, the clicker's
// Page Down), and the reveal points of the Run tab (the player) and the DDP tab (the ring).
#pragma once

#include <QList>
#include <QObject>
#include <QStringList>

#include "quiz/predict_controller.h"
#include "quiz/round_clock.h"

class RunSession;
class Settings;
class WindowActions;
class WindowParts;
class QKeySequence;

class PredictRuns : public QObject {
  Q_OBJECT
 public:
  PredictRuns(const WindowParts& parts, WindowActions& actions, RunSession* session, Settings* settings, QObject* parent);

  // View › Predict before reveal, and the way the room answers (both remembered).
  void setEnabled(bool on);
  void setMode(PredictState::Mode mode);
  PredictController* controller() const { return controller_; }
  RoundClock* clock() const { return clock_; }
  // Projector mode's caption while a question is open (what the room does now); empty otherwise.
  QString caption() const;
  // Whether the room votes from its phones (a class vote runs): the caption says phones, not hands.
  void setPhonesVote(bool on);
  // A lesson stop's question (the lesson file's "quiz" key): asked now, for the run on screen.
  bool askNow(dp::quiz::Kind kind) { return controller_->askNow(kind); }

 signals:
  void captionChanged();

 private:
  void onStateChanged();

  const WindowParts& parts_;
  WindowActions& actions_;
  Settings* settings_;
  PredictController* controller_;
  RoundClock* clock_;
  bool shown_ = false;
  bool phones_ = false;
  QList<QKeySequence> next_stop_keys_;  // Page Down is the question's while one is open
  QList<QKeySequence> previous_stop_keys_;  // and Page Up (the clicker's other button) skips it
  void updateOpenRounds();  // the panel hides an open round's counts while phones vote, unless shown live
};
