// Player: the transport. It asks the bridge for one batch at a time (the engine really runs it)
// and replays that batch's recorded phases at a teaching pace — about 2 s per batch at 1× — keeping
// the real completion order and the real proportions of the replicas' forward times.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <deque>
#include <optional>
#include <vector>

#include "bridge/engine_bridge.h"

enum class AnimPhase { Idle, Load, Scatter, Replicate, Forward, Gather, Done };

class Player : public QObject {
  Q_OBJECT
 public:
  explicit Player(EngineBridge* bridge, QObject* parent = nullptr);

  // A new epoch on a new configuration (after bridge->configure).
  void restart(qint64 batch_count, bool wrapped);

  void play();
  void pause();
  void togglePlay() { playing_ ? pause() : play(); }
  void stepPhase();  // completes the current phase at once (or starts the next batch), then pauses
  void stepBatch();  // completes the current batch at once (or runs the next one), then pauses
  void setSpeed(double speed);  // 0.1 .. 10
  // Moves inside the current phase (0..1), paused; used to freeze a frame for screenshots.
  void seek(double progress);

  bool playing() const { return playing_; }
  double speed() const { return speed_; }
  AnimPhase phase() const { return phase_; }
  double phaseProgress() const { return progress_; }  // 0..1 inside the current phase
  // Forward progress of replica r, 0..1: replays its measured start and end inside the phase.
  double replicaProgress(int replica) const;
  bool replicaDone(int replica) const { return replicaProgress(replica) >= 1.0; }
  const StepResult* current() const { return current_ ? &*current_ : nullptr; }
  qint64 batchCount() const { return batch_count_; }
  qint64 batchesShown() const { return shown_; }
  // The epoch is over: every batch shown, or a batch failed (the exception ends the loop).
  bool epochDone() const { return (shown_ >= batch_count_ || failed_) && phase_ == AnimPhase::Done; }
  // The batch on screen failed in a replica (its forward is shown, then the error).
  bool failed() const { return failed_; }
  bool wrapped() const { return wrapped_; }

 signals:
  void frame();                              // redraw: something moved
  void replicaFinished(int replica);         // in completion order, during Forward
  void batchCompleted(const StepResult& step);
  void playingChanged(bool playing);
  void epochFinished();
  void engineError(const QString& message);

 private:
  void onStepReady(const StepResult& step);
  void tick();
  void advance(double seconds);
  void enterPhase(AnimPhase phase);
  void finishPhase();
  bool startNextBatch();
  double phaseSeconds(AnimPhase phase) const;
  AnimPhase nextPhase(AnimPhase phase) const;
  void emitReplicaCompletions();
  void prefetch();

  EngineBridge* bridge_;
  QTimer timer_;
  QElapsedTimer clock_;
  std::deque<StepResult> ready_;
  std::optional<StepResult> current_;
  qint64 batch_count_ = 0;
  qint64 requested_ = 0;
  bool failed_queued_ = false;  // a failed batch is queued or shown: nothing after it is asked for
  bool failed_ = false;         // the batch on screen is the failed one
  qint64 shown_ = 0;
  bool wrapped_ = true;
  bool playing_ = false;
  enum class Stepping { None, Phase, Batch } stepping_ = Stepping::None;
  double speed_ = 1.0;
  AnimPhase phase_ = AnimPhase::Idle;
  double progress_ = 0.0;
  int replicas_reported_ = 0;
  std::vector<double> forward_begin_;  // per replica, 0..1 of the Forward phase (measured)
  std::vector<double> forward_end_;
};
