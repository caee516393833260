// RoundClock: one single-shot timer for the round's end, one 1-second timer for the countdown.
#include "quiz/round_clock.h"

#include <QDateTime>
#include <algorithm>

RoundClock::RoundClock(PredictState* state, QObject* parent) : QObject(parent), state_(state), end_(new QTimer(this)), tick_(new QTimer(this)) {
  end_->setSingleShot(true);
  end_->setTimerType(Qt::PreciseTimer);
  tick_->setInterval(1000);
  connect(end_, &QTimer::timeout, this, &RoundClock::expire);
  connect(tick_, &QTimer::timeout, this, &RoundClock::tick);
  connect(state_, &PredictState::changed, this, &RoundClock::onStateChanged);
}

void RoundClock::setDefaultSeconds(int seconds) { default_ = seconds <= 0 ? 0 : std::clamp(seconds, kMinSeconds, kMaxSeconds); }

void RoundClock::onStateChanged() {
  using Stage = PredictState::Stage;
  const Stage before = std::exchange(stage_, state_->stage());
  if (stage_ == before) return;
  const bool class_round = state_->askedMode() == PredictState::Mode::Class && (stage_ == Stage::Round1 || stage_ == Stage::Round2);
  if (stage_ == Stage::Round1) {  // a question opened: its rounds' seconds, chosen once
    question_seconds_ = next_.value_or(lesson_.value_or(default_));
    next_.reset();
  }
  if (class_round && question_seconds_ > 0) {
    start(question_seconds_);
  } else {
    stop();
  }
}

void RoundClock::start(int seconds) {
  deadline_.setRemainingTime(qint64(seconds) * 1000, Qt::PreciseTimer);
  ends_at_ms_ = QDateTime::currentMSecsSinceEpoch() + qint64(seconds) * 1000;
  running_ = true;
  end_->start(seconds * 1000);
  tick_->start();
  emit deadlineChanged();
}

void RoundClock::stop() {
  if (!running_) return;
  running_ = false;
  end_->stop();
  tick_->stop();
  emit deadlineChanged();
}

bool RoundClock::extend() {
  using Stage = PredictState::Stage;
  if (state_->askedMode() != PredictState::Mode::Class || (stage_ != Stage::Round1 && stage_ != Stage::Round2)) return false;
  const qint64 left = running_ ? remainingMs() : 0;
  start(int(std::min<qint64>((left + 999) / 1000 + kExtendSeconds, kMaxSeconds)));
  return true;
}

qint64 RoundClock::remainingMs() const { return running_ ? std::max<qint64>(0, deadline_.remainingTime()) : -1; }

void RoundClock::expire() {
  // The round closes as the lecturer's Enter would close it (round 1 → the discussion and round 2;
  // round 2 → its ballots counted). The state's change starts round 2's clock.
  running_ = false;
  tick_->stop();
  emit deadlineChanged();
  state_->advance();
}

QString RoundClock::text(qint64 ms) {
  const qint64 s = (std::max<qint64>(0, ms) + 999) / 1000;
  return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}
