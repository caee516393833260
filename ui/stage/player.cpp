// Player: one 16 ms timer drives the animation clock; phases advance by fixed teaching durations.
#include "stage/player.h"

#include <algorithm>

Player::Player(EngineBridge* bridge, QObject* parent) : QObject(parent), bridge_(bridge) {
  timer_.setInterval(16);
  timer_.setTimerType(Qt::PreciseTimer);
  connect(&timer_, &QTimer::timeout, this, &Player::tick);
  connect(bridge_, &EngineBridge::stepReady, this, &Player::onStepReady);
}

void Player::restart(qint64 batch_count, bool wrapped) {
  timer_.stop();
  ready_.clear();
  current_.reset();
  batch_count_ = batch_count;
  requested_ = shown_ = 0;
  failed_queued_ = failed_ = false;
  wrapped_ = wrapped;
  phase_ = AnimPhase::Idle;
  progress_ = 0;
  stepping_ = Stepping::None;
  const bool was_playing = playing_;
  playing_ = false;
  if (was_playing) emit playingChanged(false);
  prefetch();
  emit frame();
}

void Player::prefetch() {
  // Keep one batch ready beyond the one on screen, so play never waits on the engine.
  while (!failed_queued_ && requested_ < batch_count_ && requested_ - shown_ < 2) {
    bridge_->requestStep();
    ++requested_;
  }
}

void Player::onStepReady(const StepResult& step) {
  switch (step.outcome) {
    case StepOutcome::Stale:
    case StepOutcome::EpochDone:
      return;
    case StepOutcome::Failed:  // shown like any batch up to its forward, then the error (once)
      if (failed_queued_) return;  // a later batch, asked for before the failure was known
      failed_queued_ = true;
      break;
    case StepOutcome::Ran:
      if (failed_queued_) return;
      break;
  }
  ready_.push_back(step);
  if ((playing_ || stepping_ != Stepping::None) && (phase_ == AnimPhase::Idle || phase_ == AnimPhase::Done)) {
    startNextBatch();
    if (stepping_ == Stepping::Batch) {
      while (phase_ != AnimPhase::Done) finishPhase();
      stepping_ = Stepping::None;
    } else if (stepping_ == Stepping::Phase) {
      stepping_ = Stepping::None;
    }
    emit frame();
  }
}

void Player::play() {
  if (playing_) return;
  if (epochDone() || batch_count_ == 0) return;
  playing_ = true;
  clock_.start();
  timer_.start();
  emit playingChanged(true);
  if (phase_ == AnimPhase::Idle || phase_ == AnimPhase::Done) startNextBatch();
}

void Player::pause() {
  if (!playing_) return;
  playing_ = false;
  timer_.stop();
  emit playingChanged(false);
}

void Player::setSpeed(double speed) { speed_ = std::clamp(speed, 0.1, 10.0); }

void Player::seek(double progress) {
  pause();
  if (phase_ == AnimPhase::Idle || phase_ == AnimPhase::Done) return;
  progress_ = std::clamp(progress, 0.0, 1.0);
  if (phase_ == AnimPhase::Forward) emitReplicaCompletions();
  emit frame();
}

void Player::stepPhase() {
  pause();
  if (phase_ == AnimPhase::Idle || phase_ == AnimPhase::Done) {
    if (!startNextBatch()) stepping_ = Stepping::Phase;  // starts when the engine delivers
  } else {
    finishPhase();
  }
  emit frame();
}

void Player::stepBatch() {
  pause();
  if (phase_ == AnimPhase::Idle || phase_ == AnimPhase::Done) {
    if (!startNextBatch()) {
      stepping_ = Stepping::Batch;
      return;
    }
  }
  while (phase_ != AnimPhase::Done) finishPhase();
  emit frame();
}

bool Player::startNextBatch() {
  if (ready_.empty()) {
    prefetch();
    return false;
  }
  if (failed_) return false;  // the exception ended the epoch
  current_ = std::move(ready_.front());
  ready_.pop_front();
  ++shown_;
  failed_ = current_->outcome == StepOutcome::Failed;
  prefetch();
  replicas_reported_ = 0;
  // The Forward phase replays the measured forward slices: earliest start = 0, latest end = 1.
  forward_begin_.assign(current_->record.forward_ns.size(), 0.0);
  forward_end_.assign(current_->record.forward_ns.size(), 1.0);
  std::int64_t t0 = INT64_MAX, t1 = INT64_MIN;
  for (const auto& e : current_->events) {
    if (e.phase != dp::Phase::Forward) continue;
    t0 = std::min(t0, e.start_ns);
    t1 = std::max(t1, e.end_ns);
  }
  for (const auto& e : current_->events) {
    if (e.phase != dp::Phase::Forward || e.replica < 0 || e.replica >= int(forward_end_.size())) continue;
    const double span = double(std::max<std::int64_t>(1, t1 - t0));
    forward_begin_[std::size_t(e.replica)] = double(e.start_ns - t0) / span;
    forward_end_[std::size_t(e.replica)] = double(e.end_ns - t0) / span;
  }
  enterPhase(AnimPhase::Load);
  return true;
}

double Player::phaseSeconds(AnimPhase phase) const {
  switch (phase) {
    case AnimPhase::Load: return 0.3;
    case AnimPhase::Scatter: return 0.45;
    case AnimPhase::Replicate: return 0.3;
    case AnimPhase::Forward: return 0.6;
    case AnimPhase::Gather: return 0.45;
    default: return 0.0;
  }
}

AnimPhase Player::nextPhase(AnimPhase phase) const {
  switch (phase) {
    case AnimPhase::Load: return AnimPhase::Scatter;
    case AnimPhase::Scatter: return wrapped_ ? AnimPhase::Replicate : AnimPhase::Forward;
    case AnimPhase::Replicate: return AnimPhase::Forward;
    case AnimPhase::Forward: return wrapped_ && !failed_ ? AnimPhase::Gather : AnimPhase::Done;
    case AnimPhase::Gather: return AnimPhase::Done;
    default: return AnimPhase::Done;
  }
}

void Player::enterPhase(AnimPhase phase) {
  phase_ = phase;
  progress_ = 0;
  if (phase == AnimPhase::Done && current_) {
    if (failed_) {  // DataParallel raised after every replica finished: the loop ends here
      pause();
      emit engineError(current_->error);
      return;
    }
    emit batchCompleted(*current_);
    if (shown_ >= batch_count_) {
      pause();
      emit epochFinished();
    }
  }
}

void Player::finishPhase() {
  if (phase_ == AnimPhase::Idle || phase_ == AnimPhase::Done) return;
  progress_ = 1.0;
  if (phase_ == AnimPhase::Forward) emitReplicaCompletions();
  enterPhase(nextPhase(phase_));
}

double Player::replicaProgress(int replica) const {
  if (!current_ || phase_ == AnimPhase::Idle || phase_ < AnimPhase::Forward) return 0.0;
  if (phase_ > AnimPhase::Forward) return 1.0;
  if (replica < 0 || replica >= int(forward_end_.size())) return 0.0;
  const double b = forward_begin_[std::size_t(replica)];
  const double e = forward_end_[std::size_t(replica)];
  if (progress_ >= e) return 1.0;
  return progress_ <= b ? 0.0 : (progress_ - b) / std::max(1e-9, e - b);
}

void Player::emitReplicaCompletions() {
  const auto& order = current_->record.printed_order;
  while (replicas_reported_ < int(order.size())) {
    const int r = order[std::size_t(replicas_reported_)];
    if (progress_ < 1.0 && !replicaDone(r)) break;  // lines appear in the real completion order
    ++replicas_reported_;
    emit replicaFinished(r);
  }
}

void Player::tick() {
  const double seconds = clock_.restart() / 1000.0 * speed_;
  advance(seconds);
  emit frame();
}

void Player::advance(double seconds) {
  while (seconds > 0 && playing_) {
    if (phase_ == AnimPhase::Idle || phase_ == AnimPhase::Done) {
      if (!startNextBatch()) return;  // waiting for the engine
      continue;
    }
    const double length = phaseSeconds(phase_);
    const double left = (1.0 - progress_) * length;
    if (seconds < left) {
      progress_ += seconds / length;
      if (phase_ == AnimPhase::Forward) emitReplicaCompletions();
      return;
    }
    seconds -= left;
    finishPhase();
  }
}
