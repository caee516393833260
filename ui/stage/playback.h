// Playback: the transport every player shares (the stage's Player and the DDP tab's replay):
// playing or paused, the speed, the pause at every phase, the predict gate's hold, and the clock
// that moves the owner's animation on. The owner keeps its own units (phases of a batch, units of
// a DDP step) and how long each holds at 1×; it asks its gate and tells the hold here, so both
// tabs play, pause, hold and go on by the same rules.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

class Playback : public QObject {
  Q_OBJECT
 public:
  static constexpr double kMinSpeed = 0.1;
  static constexpr double kMaxSpeed = 10.0;

  // `tick_ms`: how often the timer moves the owner's animation on while playing.
  explicit Playback(int tick_ms, QObject* parent = nullptr);

  bool playing() const { return playing_; }
  // Starts playing (the timer, unless on an external clock; playingChanged). Refused while held
  // (the question first) and while already playing: false then.
  bool play();
  void pause();  // stops the timer; playingChanged when it was playing

  double speed() const { return speed_; }
  void setSpeed(double speed);  // clamped to kMinSpeed .. kMaxSpeed
  // How long a unit that holds `seconds_at_1x` at 1× holds on the wall clock at this speed.
  double wallSeconds(double seconds_at_1x) const { return seconds_at_1x / speed_; }

  // While playing, stop at the end of every unit (the lecturer narrates, then Space goes on).
  // Never with an external clock: a video has no one to press play.
  void setPauseAtEveryPhase(bool on) { pause_every_phase_ = on; }
  bool pauseAtEveryPhase() const { return pause_every_phase_; }
  // The owner's unit has run its length while playing: pauses there when pausing at every phase
  // (true: the owner stays on the unit's last frame; play() goes on with the next unit).
  bool stopAtUnitEnd();

  // With an external clock, play() starts no timer: only elapse() moves the animation (the video
  // export renders frame by frame at the teaching pace, however long a frame takes).
  void setExternalClock(bool on);
  bool externalClock() const { return external_clock_; }
  // `wall_seconds` of wall time passed while playing: sends advanced(wall_seconds × speed), the
  // seconds at 1× the owner's animation moves on. The timer calls it; tests call it to drive the
  // pace without waiting. Nothing while paused.
  void elapse(double wall_seconds);

  // The predict gate. The owner asks its gate before entering unit `next` (its own index) and, when
  // it holds, calls hold(next): paused on the finished unit, play refused until release().
  bool held() const { return held_; }
  int heldBefore() const { return held_ ? held_next_ : -1; }
  void hold(int next);
  // Ends the hold to go into the unit it held back: returns whether it was playing when it held
  // (the owner enters heldBefore()'s unit, then play()s on).
  bool release();
  // Ends the hold without entering the unit (stepped back, restarted, jumped elsewhere).
  void leave();

 signals:
  void advanced(double seconds_at_1x);  // while playing: move the animation on by this much
  void playingChanged(bool playing);
  void gateReached(int next);  // held before the owner's unit `next`
  void gateLeft();             // the hold ended: released, stepped back from, or restarted

 private:
  void onTimer();

  QTimer timer_;
  QElapsedTimer clock_;
  bool playing_ = false;
  bool external_clock_ = false;
  bool pause_every_phase_ = false;
  double speed_ = 1.0;
  bool held_ = false;
  int held_next_ = -1;
  bool resume_after_gate_ = false;  // it was playing when the gate held it
};
