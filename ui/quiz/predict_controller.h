// PredictController: predict, then reveal, on the run on screen. With predict on, the player is
// held at each reveal point (reveal_points.h) while the question is open in the PredictState, and
// goes on when it is over; each question once per run. Other views (the DDP tab) offer their own
// reveal points through offer(); a lesson stop asks with askNow(). No widgets (tests drive it).
#pragma once

#include <QObject>
#include <functional>

#include "quiz/predict_state.h"
#include "quiz/reveal_points.h"
#include "session/run_session.h"

class PredictController : public QObject {
  Q_OBJECT
 public:
  PredictController(RunSession* session, PredictState* state, QObject* parent = nullptr);

  void setEnabled(bool on);  // off: an open question ends and the animation goes on
  bool enabled() const { return enabled_; }
  PredictState* state() const { return state_; }

  // Asks `ask` unless predict is off or it was asked already this run; true when it is asked:
  // `release` runs when the question is over (after its reveal), unless cancel() came first.
  bool offer(const reveal::Ask& ask, std::function<void()> release);
  // The view that offered it left its hold (stepped back, restarted): the question closes unasked.
  void cancel();
  // The lecturer skips the open question: it closes unrevealed and the run goes on; the stage does
  // not ask it again this run (a lesson stop asks it again when it is gone back to).
  void skip();
  // A lesson stop's question of `kind`, for the run's configuration (the DDP kinds: its GPUs as
  // the world, rank 0); asked even when predict is off. False for a configuration the rules refuse.
  bool askNow(dp::quiz::Kind kind);
  // A question made elsewhere (a lesson stop's: its numbers are the stop's, lesson_quiz.cpp), asked
  // now, predict on or off. False while another question is open.
  bool ask(const dp::quiz::Question& question);
  // The configuration `kind` has for the run on screen.
  reveal::Ask askFor(dp::quiz::Kind kind) const;
  // Questions revealed this run (each is not asked again).
  const reveal::AskedOnce& asked() const { return asked_; }
  // Answers a lesson's plan asks for later and has not revealed (reveal::answerKey()s): the player
  // never plays into a phase that shows one, predict on or off. It holds before that phase, asks
  // nothing, and says so (answerWithheld); a lesson stop's own run-to passes the hold. Empty: none.
  void setWithheld(const QSet<QString>& keys) { withheld_ = keys; }
  const QSet<QString>& withheld() const { return withheld_; }
  // The answer the player waits before (its key), or empty when it is not held for one.
  QString heldAnswer() const { return held_answer_; }

 signals:
  // The player holds before a phase that would show the withheld answer `key`; empty: that hold ended.
  void answerWithheld(const QString& key);
  // The lecturer skipped the open question (it closed unrevealed); `answer_key`: its
  // reveal::answerKey().
  void skipped(const QString& answer_key);

 private:
  void onClosed();

  RunSession* session_;
  PredictState* state_;
  bool enabled_ = false;
  bool revealed_ = false;          // the open question reached its reveal
  QString open_key_;
  std::function<void()> release_;  // what goes on after the open question
  reveal::AskedOnce asked_;
  QSet<QString> withheld_;
  QString held_answer_;
};
