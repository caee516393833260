// Player: the transport. It asks the bridge for one batch at a time (the engine really runs it)
// and replays that batch's recorded phases at a teaching pace — each phase long enough to read its
// caption aloud at 1× (stage/pace.h) — keeping the real completion order and the real proportions of the replicas' forward times.
// The batches shown are kept (BatchHistory), so ← steps back through them without running the
// engine again; the phases' order is phase_order.h's and the replicas' times ReplicaTiming's.
#pragma once

#include <QObject>
#include <QStringList>
#include <deque>
#include <functional>
#include <vector>

#include "bridge/engine_bridge.h"
#include "stage/anim_phase.h"
#include "stage/batch_history.h"
#include "stage/phase_order.h"
#include "stage/playback.h"
#include "stage/replica_timing.h"

class Player : public QObject {
  Q_OBJECT
 public:
  // Batches kept for stepping back (a long epoch keeps its newest ones).
  static constexpr int kHistoryBatches = BatchHistory::kKept;
  // What a phase's caption says for a batch, in the current language (the session gives
  // explainStep): the pace is read from it, so the player needs no widget.
  using Captions = std::function<QString(const StepResult& step, AnimPhase phase)>;

  explicit Player(EngineBridge* bridge, QObject* parent = nullptr);

  // A new epoch on a new configuration (after bridge->configure).
  void restart(qint64 batch_count, bool wrapped);

  void play();
  void pause();
  void togglePlay() { playing() ? pause() : play(); }
  void stepPhase();  // completes the current phase at once (or starts the next batch), then pauses
  void stepBatch();  // completes the current batch at once (or runs the next one), then pauses
  // One phase back, paused, from the recorded batches (across a batch boundary to the previous
  // batch's Done); the engine is not run again and nothing is reported twice.
  void stepBack();
  // Batches before `batch` (1-based) run in the engine and report (log lines, completions) but
  // are not animated: the animation starts at `batch`.
  void skipTo(qint64 batch);
  void setSpeed(double speed) { playback_.setSpeed(speed); }  // 0.1 .. 10
  void setDonePause(bool on) { done_pause_ = on; }
  // While playing, stop at the end of every phase (the lecturer narrates, then Space goes on).
  // Not with an external clock: a video has no one to press play.
  void setPauseAtEveryPhase(bool on) { playback_.setPauseAtEveryPhase(on); }
  bool pauseAtEveryPhase() const { return playback_.pauseAtEveryPhase(); }
  void setCaptions(Captions captions) { captions_ = std::move(captions); }
  // A gate before a phase (predict, then reveal): asked at the end of every phase with the batch
  // and the phase about to start; true holds the player there, paused on the finished phase's last
  // frame, until releaseGate(). Never asked with an external clock (a video has no class to ask).
  using Gate = std::function<bool(const StepResult& step, AnimPhase next)>;
  void setGate(Gate gate) { gate_ = std::move(gate); }
  // Held at a gate: play and step forward wait (the question first); ← leaves the gate.
  bool held() const { return playback_.held(); }
  AnimPhase heldBefore() const { return held() ? AnimPhase(playback_.heldBefore()) : AnimPhase::Idle; }
  // Goes through the gate into the phase it held back, playing on if it was playing.
  void releaseGate();
  // How long `phase` of the batch on screen holds at 1× (seconds): long enough to read its caption
  // aloud (pace::readingSeconds, in the language of the moment); 4 s without a batch or captions.
  // Done holds as long when the pause at Done is on, else not at all while playing.
  double phaseSeconds(AnimPhase phase) const;
  // The batch on screen at 1× while playing: its phases (Replicate and Gather only when wrapped;
  // in training Loss, Backward, Reduce when wrapped, Step) and Done when the pause at Done is on.
  double batchSeconds() const;
  // The captions of every phase of the batch on screen, Load to Done (empty without one): the
  // caption strips keep the height of the tallest, so the stage never jumps.
  QStringList phaseCaptions() const;
  // Moves inside the current phase (0..1), paused; used to freeze a frame for screenshots.
  void seek(double progress);
  // While playing, moves the animation on by `seconds` at 1×, as the timer does with the time
  // that passed times the speed (tests drive the pace with it, without waiting). Returns the
  // seconds it could not use: it waits for the engine's next batch, or stopped playing.
  double advance(double seconds);
  // With an external clock, play() starts no timer: only advance() moves the animation (the
  // video export renders frame by frame at the teaching pace, however long a frame takes).
  void setExternalClock(bool on);
  // advance(), then a redraw, as one tick of the timer does.
  double tick(double seconds);

  bool playing() const { return playback_.playing(); }
  double speed() const { return playback_.speed(); }
  // The transport it shares with the DDP tab's replay (play, speed, pause at every phase, hold).
  const Playback& playback() const { return playback_; }
  bool donePause() const { return done_pause_; }
  AnimPhase phase() const { return phase_; }
  double phaseProgress() const { return progress_; }  // 0..1 inside the current phase
  // Forward progress of replica r, 0..1: replays its measured start and end inside the phase.
  double replicaProgress(int replica) const;
  bool replicaDone(int replica) const { return replicaProgress(replica) >= 1.0; }
  // The batch on screen is a training step (its phases go on to Loss, Backward, Reduce, Step).
  bool training() const;
  // Backward progress of replica r, 0..1: every replica starts with the phase and takes its share
  // of it in proportion to its measured backward time.
  double replicaBackwardProgress(int replica) const;
  // The batch on screen; none before the first one and while batches are being skipped.
  const StepResult* current() const;
  qint64 batchCount() const { return batch_count_; }
  // The batch on screen, 1-based (0: none).
  qint64 batchesShown() const { return current() ? cursor_ : 0; }
  // The newest batch reached; larger than batchesShown() after stepping back.
  qint64 batchesReached() const { return reached_; }
  // The epoch is over: every batch shown, or a batch failed (the exception ends the loop).
  bool epochDone() const;
  // The batch on screen failed in a replica (its forward is shown, then the error).
  bool failed() const;
  bool wrapped() const { return wrapped_; }

 signals:
  void frame();                              // redraw: something moved
  void replicaFinished(int replica);         // in completion order, during Forward (once each)
  void batchCompleted(const StepResult& step);  // once per batch
  void playingChanged(bool playing);
  void epochFinished();
  void engineError(const QString& message);
  void gateReached(AnimPhase next);  // held before `next` (releaseGate() goes on)
  void gateLeft();                   // the hold ended: released, stepped back from, or restarted

 private:
  void onStepReady(const StepResult& step);
  void enterPhase(AnimPhase phase);
  void finishPhase();
  // The phase on screen has run its length: pauses there when pausing at every phase (true).
  bool stopsHere();
  bool startNextBatch();
  void takeReadyBatch();
  void beginBatch();  // sets up the batch at cursor_ (replica timings) before its first phase
  const StepResult* recorded(qint64 batch) const { return history_.at(batch); }  // null if not kept
  void drainSkipped();
  // The route of the batch on screen (phase_order.h).
  PhaseRoute route() const { return {wrapped_, training(), failed()}; }
  bool atNewest() const { return cursor_ > 0 && cursor_ == reached_; }
  void emitReplicaCompletions();
  void prefetch();

  EngineBridge* bridge_;
  Playback playback_;
  std::deque<StepResult> ready_;    // delivered by the engine, not shown yet
  BatchHistory history_;            // shown, oldest first
  qint64 cursor_ = 0;               // the batch on screen, 1-based
  qint64 reached_ = 0;              // the newest batch taken from ready_
  bool newest_reported_ = false;    // the newest batch's completion (or error) was reported
  qint64 skip_to_ = 0;              // > 0: batches before it are reported, not animated
  qint64 batch_count_ = 0;
  qint64 requested_ = 0;
  bool failed_queued_ = false;  // a failed batch is queued or shown: nothing after it is asked for
  bool wrapped_ = true;
  bool done_pause_ = true;
  Captions captions_;
  Gate gate_;
  enum class Stepping { None, Phase, Batch } stepping_ = Stepping::None;
  AnimPhase phase_ = AnimPhase::Idle;
  double progress_ = 0.0;
  int replicas_reported_ = 0;  // of the newest batch, in its printed order
  ReplicaTiming timing_;       // the batch on screen's measured forward slices
};
