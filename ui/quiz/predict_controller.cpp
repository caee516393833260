// The player's gate asks the reveal points; a question is marked asked once it was revealed, so a
// step back before the reveal asks it again.
#include "quiz/predict_controller.h"

#include <utility>

#include "core/error.h"

namespace {
// The options' order for a question: fixed by its text (the same run shows the same tiles).
std::uint64_t seedOf(const QString& key) {
  std::uint64_t h = 1469598103934665603ull;
  for (const QChar c : key) h = (h ^ c.unicode()) * 1099511628211ull;
  return h;
}
}  // namespace

PredictController::PredictController(RunSession* session, PredictState* state, QObject* parent)
    : QObject(parent), session_(session), state_(state) {
  Player* player = session_->player();
  player->setGate([this](const StepResult& step, AnimPhase next) {
    // A later stop's answer first: held there, nothing asked (the lesson asks it at its stop).
    for (const QString& key : reveal::answersFrom(session_->config(), step, next)) {
      if (!withheld_.contains(key)) continue;
      held_answer_ = key;
      emit answerWithheld(key);
      return true;
    }
    if (!enabled_) return false;
    const std::optional<reveal::Ask> ask = reveal::beforePhase(session_->config(), step, next);
    return ask && offer(*ask, [this] { session_->player()->releaseGate(); });
  });
  connect(player, &Player::gateLeft, this, [this] {
    if (held_answer_.isEmpty()) {
      cancel();
      return;
    }
    held_answer_.clear();  // no question was open for that hold
    emit answerWithheld(QString());
  });
  connect(session_, &RunSession::restarted, this, [this] {
    cancel();
    asked_.clear();  // a new run asks its own questions
  });
  connect(state_, &PredictState::changed, this, [this] {
    if (state_->stage() == PredictState::Stage::Revealed) revealed_ = true;
  });
  connect(state_, &PredictState::closed, this, &PredictController::onClosed);
}

void PredictController::setEnabled(bool on) {
  enabled_ = on;
  if (!on && state_->isOpen()) state_->close();  // goes on (release_)
}

bool PredictController::offer(const reveal::Ask& ask, std::function<void()> release) {
  if (!enabled_ || state_->isOpen()) return false;
  dp::quiz::Question q;
  try {
    q = dp::quiz::make(ask.kind, ask.config);
  } catch (const std::exception&) {
    return false;  // a configuration the rules refuse has nothing to predict
  }
  const QString key = reveal::key(q);
  if (asked_.asked(key)) return false;
  q = dp::quiz::make(ask.kind, ask.config, seedOf(key));
  open_key_ = key;
  revealed_ = false;
  release_ = std::move(release);
  state_->open(q);
  return true;
}

void PredictController::cancel() {
  release_ = nullptr;  // the view left its hold itself
  revealed_ = false;
  state_->close();
}

void PredictController::skip() {
  if (!state_->isOpen()) return;
  if (!open_key_.isEmpty()) asked_.mark(open_key_);
  const QString answer = reveal::answerKey(state_->question());
  state_->close();  // goes on (release_)
  emit skipped(answer);
}

void PredictController::onClosed() {
  if (revealed_ && !open_key_.isEmpty()) asked_.mark(open_key_);
  revealed_ = false;
  open_key_.clear();
  if (auto release = std::exchange(release_, nullptr)) release();
}

reveal::Ask PredictController::askFor(dp::quiz::Kind kind) const {
  using dp::quiz::Kind;
  const dp::RunConfig& c = session_->config();
  reveal::Ask ask;
  ask.kind = kind;
  ask.config.batch = c.batch_size;
  ask.config.gpus = c.gpus;
  ask.config.in = c.input_size;
  ask.config.out = c.output_size;
  ask.config.dataset = c.data_size;
  ask.config.batch_size = c.batch_size;
  ask.config.drop_last = c.drop_last;
  ask.config.shape = {c.batch_size, c.input_size};
  ask.config.dim = 0;
  ask.config.world = c.gpus;
  ask.config.rank = 0;
  if (kind == Kind::DdpShard) ask.config.drop_last = false;  // DistributedSampler's default
  return ask;
}

bool PredictController::askNow(dp::quiz::Kind kind) {
  if (state_->isOpen()) return false;
  const reveal::Ask wanted = askFor(kind);
  try {
    const dp::quiz::Question q = dp::quiz::make(wanted.kind, wanted.config);
    return ask(dp::quiz::make(wanted.kind, wanted.config, seedOf(reveal::key(q))));
  } catch (const std::exception&) {
    return false;
  }
}

bool PredictController::ask(const dp::quiz::Question& question) {
  if (state_->isOpen()) return false;
  open_key_ = reveal::key(question);  // once revealed, the stage does not ask it again this run
  revealed_ = false;
  release_ = nullptr;
  state_->open(question);
  return true;
}
