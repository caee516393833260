// Player: one 16 ms timer drives the animation clock; each phase holds its caption's reading time.
// The batch on screen (cursor_) may be behind the newest one reached (reached_) after ←: what is
// replayed then was reported when first shown, so the log never gets a line twice.
#include "stage/player.h"

#include <algorithm>

#include "stage/pace.h"

double Player::phaseSeconds(AnimPhase phase) const {
  if (phase == AnimPhase::Idle) return 0.0;
  const StepResult* step = recorded(cursor_);
  return pace::readingSeconds(step && captions_ ? captions_(*step, phase) : QString());
}

double Player::batchSeconds() const {
  double s = 0;
  AnimPhase p = AnimPhase::Load;
  for (; p != AnimPhase::Done; p = nextPhase(p, route())) s += phaseSeconds(p);
  return s + (done_pause_ ? phaseSeconds(AnimPhase::Done) : 0.0);
}

QStringList Player::phaseCaptions() const {
  const StepResult* step = recorded(cursor_);
  if (!step || !captions_) return {};
  QStringList out;
  for (AnimPhase p = AnimPhase::Load;; p = nextPhase(p, route())) {
    out << captions_(*step, p);
    if (p == AnimPhase::Done) break;
  }
  return out;
}

Player::Player(EngineBridge* bridge, QObject* parent) : QObject(parent), bridge_(bridge), playback_(16) {
  connect(&playback_, &Playback::advanced, this, &Player::tick);
  connect(&playback_, &Playback::playingChanged, this, &Player::playingChanged);
  connect(&playback_, &Playback::gateReached, this, [this](int next) { emit gateReached(AnimPhase(next)); });
  connect(&playback_, &Playback::gateLeft, this, &Player::gateLeft);
  connect(bridge_, &EngineBridge::stepReady, this, &Player::onStepReady);
}

void Player::restart(qint64 batch_count, bool wrapped) {
  playback_.leave();
  ready_.clear();
  history_.clear();
  cursor_ = reached_ = skip_to_ = 0;
  newest_reported_ = false;
  batch_count_ = batch_count;
  requested_ = 0;
  failed_queued_ = false;
  wrapped_ = wrapped;
  phase_ = AnimPhase::Idle;
  progress_ = 0;
  stepping_ = Stepping::None;
  playback_.pause();
  prefetch();
  emit frame();
}

const StepResult* Player::current() const { return phase_ == AnimPhase::Idle ? nullptr : recorded(cursor_); }

bool Player::failed() const {
  const StepResult* step = current();
  return step && step->outcome == StepOutcome::Failed;
}

bool Player::epochDone() const {
  return phase_ == AnimPhase::Done && atNewest() && (reached_ >= batch_count_ || failed());
}

void Player::prefetch() {
  // Keep one batch ready beyond the one on screen, so play never waits on the engine; when
  // skipping, ask for every batch up to the first one animated at once.
  const qint64 ahead = 2 + std::max<qint64>(0, skip_to_ - 1 - reached_);
  while (!failed_queued_ && requested_ < batch_count_ && requested_ - reached_ < ahead) {
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
  drainSkipped();
  if ((playing() || stepping_ != Stepping::None) && (phase_ == AnimPhase::Idle || phase_ == AnimPhase::Done)) {
    if (!startNextBatch()) return;
    if (stepping_ == Stepping::Batch) {
      while (phase_ != AnimPhase::Done && !held()) finishPhase();
    }
    stepping_ = Stepping::None;
    emit frame();
  }
}

void Player::play() {
  if (playing() || held()) return;  // held: the question first (releaseGate plays on)
  if (epochDone() || batch_count_ == 0) return;
  playback_.play();
  if (phase_ == AnimPhase::Idle || phase_ == AnimPhase::Done) startNextBatch();
}

void Player::pause() {
  playback_.pause();
}

void Player::seek(double progress) {
  pause();
  if (phase_ == AnimPhase::Idle || phase_ == AnimPhase::Done) return;
  progress_ = std::clamp(progress, 0.0, 1.0);
  if (phase_ == AnimPhase::Forward) emitReplicaCompletions();
  emit frame();
}

void Player::stepPhase() {
  pause();
  if (held()) return;  // the question first
  if (phase_ == AnimPhase::Idle || phase_ == AnimPhase::Done) {
    if (!startNextBatch()) stepping_ = Stepping::Phase;  // starts when the engine delivers
  } else {
    finishPhase();
  }
  emit frame();
}

void Player::stepBatch() {
  pause();
  if (held()) return;  // the question first
  if (phase_ == AnimPhase::Idle || phase_ == AnimPhase::Done) {
    if (!startNextBatch()) {
      stepping_ = Stepping::Batch;
      return;
    }
  }
  while (phase_ != AnimPhase::Done && !held()) finishPhase();
  emit frame();
}

void Player::stepBack() {
  pause();
  stepping_ = Stepping::None;
  if (held()) {  // back from the gate: the finished phase again; the gate asks again after it
    playback_.leave();
    progress_ = 0;
    emit frame();
    return;
  }
  if (!current() || phase_ == AnimPhase::Idle) return;
  if (phase_ == AnimPhase::Load) {
    if (cursor_ <= history_.first()) return;  // nothing recorded before this batch
    --cursor_;
    beginBatch();
    phase_ = AnimPhase::Done;  // the previous batch as it ended; replayed, so not reported again
  } else {
    phase_ = previousPhase(phase_, route());
  }
  progress_ = 0;
  emit frame();
}

void Player::skipTo(qint64 batch) {
  skip_to_ = batch > 1 ? batch : 0;
  prefetch();
  drainSkipped();
}

void Player::drainSkipped() {
  bool drained = false;
  while (skip_to_ > reached_ + 1 && !ready_.empty() && !(atNewest() && failed())) {
    takeReadyBatch();
    beginBatch();
    phase_ = AnimPhase::Forward;  // every replica finished: its lines in their printed order
    progress_ = 1.0;
    emitReplicaCompletions();
    enterPhase(AnimPhase::Done);
    drained = true;
  }
  const bool ended = atNewest() && phase_ == AnimPhase::Done && (failed() || reached_ >= batch_count_);
  if (skip_to_ <= reached_ + 1 || ended) skip_to_ = 0;
  if (drained && !ended) {  // nothing on screen until the first animated batch starts
    phase_ = AnimPhase::Idle;
    progress_ = 0;
  }
}

void Player::takeReadyBatch() {
  history_.push(std::move(ready_.front()));
  ready_.pop_front();
  cursor_ = ++reached_;
  newest_reported_ = false;
  replicas_reported_ = 0;
  prefetch();
}

bool Player::startNextBatch() {
  if (cursor_ < reached_) {  // a recorded batch: replayed, the engine is not asked again
    ++cursor_;
    beginBatch();
    enterPhase(AnimPhase::Load);
    return true;
  }
  if (atNewest() && failed()) return false;  // the exception ended the epoch
  drainSkipped();
  if (skip_to_ > 0 || ready_.empty()) {
    prefetch();
    return false;
  }
  takeReadyBatch();
  beginBatch();
  enterPhase(AnimPhase::Load);
  return true;
}

void Player::beginBatch() { timing_.begin(*recorded(cursor_)); }

bool Player::training() const {
  const StepResult* step = recorded(cursor_);
  return step && step->training;
}

void Player::enterPhase(AnimPhase phase) {
  phase_ = phase;
  progress_ = 0;
  if (phase != AnimPhase::Done || !current()) return;
  const bool first = atNewest() && !newest_reported_;
  if (first) {
    newest_reported_ = true;
    if (failed()) {  // DataParallel raised after every replica finished: the loop ends here
      pause();
      emit engineError(current()->error);
      return;
    }
    emit batchCompleted(*current());
  }
  if (epochDone()) {
    pause();
    if (first) emit epochFinished();
  }
}

void Player::finishPhase() {
  if (phase_ == AnimPhase::Idle || phase_ == AnimPhase::Done) return;
  progress_ = 1.0;
  if (phase_ == AnimPhase::Forward) emitReplicaCompletions();
  const AnimPhase next = nextPhase(phase_, route());
  if (gate_ && !held() && !playback_.externalClock() && current() && gate_(*current(), next)) {
    playback_.hold(int(next));
    return;
  }
  enterPhase(next);
}

void Player::releaseGate() {
  if (!held()) return;
  const AnimPhase next = heldBefore();
  const bool resume = playback_.release();
  enterPhase(next);
  if (resume) play();
  emit frame();
}

double Player::replicaBackwardProgress(int replica) const {
  const StepResult* step = current();
  if (!step || !step->training || phase_ < AnimPhase::Backward) return 0.0;
  if (phase_ > AnimPhase::Backward) return 1.0;
  return ReplicaTiming::backward(*step, replica, progress_);
}

double Player::replicaProgress(int replica) const {
  if (!current() || phase_ == AnimPhase::Idle || phase_ < AnimPhase::Forward) return 0.0;
  if (phase_ > AnimPhase::Forward) return 1.0;
  return timing_.forward(replica, progress_);
}

void Player::emitReplicaCompletions() {
  if (!atNewest()) return;  // a replayed batch: its lines were printed when it was first shown
  const auto& order = current()->record.printed_order;
  while (replicas_reported_ < int(order.size())) {
    const int r = order[std::size_t(replicas_reported_)];
    if (progress_ < 1.0 && !replicaDone(r)) break;  // lines appear in the real completion order
    ++replicas_reported_;
    emit replicaFinished(r);
  }
}


void Player::setExternalClock(bool on) {
  playback_.setExternalClock(on);
}

double Player::tick(double seconds) {
  const double unused = advance(seconds);
  emit frame();
  return unused;
}

double Player::advance(double seconds) {
  while (seconds > 0 && playing()) {
    if (phase_ == AnimPhase::Idle) {
      if (!startNextBatch()) return seconds;  // waiting for the engine
      continue;
    }
    if (phase_ == AnimPhase::Done) {  // "Done" stays on screen a moment before the next batch
      const double pause = done_pause_ ? phaseSeconds(AnimPhase::Done) : 0.0;
      const double left = (1.0 - progress_) * pause;
      if (seconds < left) {
        progress_ += seconds / pause;
        return 0.0;
      }
      seconds -= left;
      if (done_pause_ && stopsHere()) return seconds;
      progress_ = 1.0;
      if (!startNextBatch()) return seconds;  // waiting for the engine
      continue;
    }
    const double length = phaseSeconds(phase_);
    const double left = (1.0 - progress_) * length;
    if (seconds < left) {
      progress_ += seconds / length;
      if (phase_ == AnimPhase::Forward) emitReplicaCompletions();
      return 0.0;
    }
    seconds -= left;
    if (stopsHere()) {
      if (phase_ == AnimPhase::Forward) emitReplicaCompletions();
      return seconds;
    }
    finishPhase();
  }
  return std::max(0.0, seconds);
}

bool Player::stopsHere() {
  // At a phase's end, paused on its last frame; play() goes on from there to the next phase.
  const bool at_end_already = progress_ >= 1.0;
  progress_ = 1.0;
  return !at_end_already && playback_.stopAtUnitEnd();
}
