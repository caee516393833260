// Playback: one timer, the speed, the pause at every unit and the gate's hold (stage/playback.h).
#include "stage/playback.h"

#include <algorithm>

Playback::Playback(int tick_ms, QObject* parent) : QObject(parent) {
  timer_.setInterval(tick_ms);
  timer_.setTimerType(Qt::PreciseTimer);
  connect(&timer_, &QTimer::timeout, this, &Playback::onTimer);
}

bool Playback::play() {
  if (playing_ || held_) return false;  // held: the question first (release() plays on)
  playing_ = true;
  if (!external_clock_) {
    clock_.start();
    timer_.start();
  }
  emit playingChanged(true);
  return true;
}

void Playback::pause() {
  timer_.stop();
  if (!playing_) return;
  playing_ = false;
  emit playingChanged(false);
}

void Playback::setSpeed(double speed) { speed_ = std::clamp(speed, kMinSpeed, kMaxSpeed); }

bool Playback::stopAtUnitEnd() {
  if (!pause_every_phase_ || external_clock_) return false;
  pause();
  return true;
}

void Playback::setExternalClock(bool on) {
  external_clock_ = on;
  if (on) {
    timer_.stop();
  } else if (playing_) {
    clock_.start();
    timer_.start();
  }
}

void Playback::elapse(double wall_seconds) {
  if (!playing_) return;
  emit advanced(wall_seconds * speed_);
}

void Playback::onTimer() { elapse(double(clock_.restart()) / 1000.0); }

void Playback::hold(int next) {
  if (held_) return;
  held_ = true;
  held_next_ = next;
  resume_after_gate_ = playing_;
  pause();
  emit gateReached(next);
}

bool Playback::release() {
  if (!held_) return false;
  const bool resume = resume_after_gate_;
  leave();
  return resume;
}

void Playback::leave() {
  if (!held_) return;
  held_ = false;
  held_next_ = -1;
  resume_after_gate_ = false;
  emit gateLeft();
}
