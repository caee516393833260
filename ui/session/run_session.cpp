// RunSession: configure → configured → steps shown by the player, with the scenario's rules.
#include "session/run_session.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <utility>

#include "core/limits.h"
#include "lessons/pitfalls.h"
#include "nn/layers.h"
#include "run/tutorial.h"
#include "stage/explanation.h"

RunSession::RunSession(QObject* parent) : QObject(parent) {
  bridge_ = new EngineBridge(this);
  player_ = new Player(bridge_, this);
  connect(bridge_, &EngineBridge::configured, this, &RunSession::onConfigured);
  connect(bridge_, &EngineBridge::stepReady, this, &RunSession::onStepReady);
  connect(player_, &Player::replicaFinished, this, &RunSession::onReplicaFinished);
  connect(player_, &Player::batchCompleted, this, &RunSession::onBatchCompleted);
  connect(player_, &Player::epochFinished, this, &RunSession::onEpochFinished);
  connect(player_, &Player::engineError, this, &RunSession::onEngineError);
  // The pace: each phase holds as long as its caption takes to read aloud, in the current language.
  player_->setCaptions([this](const StepResult& step, AnimPhase phase) {
    return explainStep(step, phase, player_->batchCount(), player_->wrapped(), config_.gpus);
  });
}

bool RunSession::wrapped() const { return dp::tutorial_wraps_model(config_.gpus); }

void RunSession::apply(const dp::RunConfig& config) {
  config_ = config;
  if (scenario_) {  // what the controls cannot show: the model, failures, unequal devices
    config_.model = scenario_->config.model;
    config_.fail_replica = scenario_->config.fail_replica;
    config_.device_overrides = scenario_->config.device_overrides;
  }
  ready_ = false;
  error_.clear();
  printed_.clear();
  events_.clear();
  lanes_.clear();  // filled from the engine's own devices when it is ready
  bridge_->configure(config_);
  player_->restart(0, wrapped());
  emit restarted(config_);
  emit statusChanged();
}

void RunSession::start(const dp::RunConfig& config, int pause_after_batch, OnReady then, int first_shown) {
  pause_after_batch_ = pause_after_batch;
  on_ready_ = then;
  first_shown_ = first_shown;
  apply(config);
}

void RunSession::startScenario(const Pitfall* pitfall) {
  if (!pitfall) {
    endScenario();
    return;
  }
  scenario_ = pitfall;
  pending_compare_ = 0;
  emit scenarioChanged(pitfall);
}

void RunSession::endScenario() {
  pause_after_batch_ = 0;
  pending_compare_ = 0;
  if (!scenario_) return;
  scenario_ = nullptr;
  emit scenarioChanged(nullptr);
}

void RunSession::compareWithTutorial(const dp::RunConfig& config, int gpus) {
  endScenario();
  pending_compare_ = gpus;
  start(config, 0);
}

void RunSession::onConfigured(const EngineSetup& setup) {
  lanes_ = setup.lanes;
  const int first = std::exchange(first_shown_, 1);
  if (!setup.error.isEmpty()) {
    error_ = setup.error;
    emit logLine(setup.error, -1);
    player_->restart(0, wrapped());
    ready_ = true;
    emit configured(setup);
    emit statusChanged();
    return;
  }
  // The tutorial prints its header, then builds DataParallel, whose constructor warns (R3.5).
  if (!setup.header.isEmpty()) {
    printed_ << setup.header;
    emit logLine(setup.header, -1);
  }
  if (setup.training) {
    emit logLine(tr("Training %1 with MSELoss and SGD(lr=%2, momentum=%3) on %n GPU(s): %4 steps, %5 per epoch", nullptr, config_.gpus)
                     .arg(setup.model)
                     .arg(config_.lr)
                     .arg(config_.momentum)
                     .arg(setup.batch_count)
                     .arg(setup.steps_per_epoch),
                 -1);
  }
  for (const auto& w : setup.warnings) emit logLine(QStringLiteral("UserWarning: ") + w.trimmed(), -1);
  player_->restart(setup.batch_count, wrapped());
  ready_ = true;
  emit configured(setup);
  if (first > 1) player_->skipTo(first);
  const OnReady then = std::exchange(on_ready_, OnReady::Nothing);
  if (then == OnReady::Play) player_->play();
  if (then == OnReady::ShowFirstLoad) player_->stepPhase();  // the first batch drawn, then paused
  emit statusChanged();
}

void RunSession::onStepReady(const StepResult& step) {
  for (const auto& e : step.events) {
    if (events_.size() >= kMaxRunEvents) break;
    events_.push_back(e);
  }
}

void RunSession::onReplicaFinished(int replica) {
  const StepResult* step = player_->current();
  if (!step || replica < 0 || replica >= int(step->record.replica_lines.size())) return;
  const QString line = QString::fromStdString(step->record.replica_lines[std::size_t(replica)]);
  printed_ << line;
  const auto& devices = step->record.devices;
  emit logLine(line, replica < int(devices.size()) ? devices[std::size_t(replica)] : -1);
}

void RunSession::onBatchCompleted(const StepResult& step) {
  for (const auto& w : step.record.warnings) emit logLine(QStringLiteral("UserWarning: ") + QString::fromStdString(w), -1);
  if (step.training) {
    const dp::TrainRecord& t = step.record;
    const QString line = tr("step %1 of %2 (epoch %3, batch %4): loss %5; gradients summed on %6")
                             .arg(t.index + 1)
                             .arg(player_->batchCount())
                             .arg(t.epoch + 1)
                             .arg(t.batch + 1)
                             .arg(double(t.loss), 0, 'g', 7)
                             .arg(QString::fromStdString(dp::torch_device_name(t.reduce_device)));
    printed_ << line;
    emit logLine(line, -1);
  } else {
    const QString outside = QString::fromStdString(step.record.outside);
    printed_ << outside;
    emit logLine(outside, -1);
  }
  emit batchShown(step);
  if (pause_after_batch_ > 0 && step.record.index + 1 >= pause_after_batch_) {
    pause_after_batch_ = 0;
    player_->pause();
  }
}

void RunSession::onEpochFinished() {
  const int gpus = std::exchange(pending_compare_, 0);
  if (gpus > 0) emit comparisonReady(gpus, printed_);
}

QString RunSession::shownError(const QString& message) {
  static const QRegularExpression pitfall(QStringLiteral("replica (\\d+)") +
                                          QRegularExpression::escape(QLatin1String(dp::kPitfallFailureWords)));
  QString shown = message;
  for (QRegularExpressionMatch m = pitfall.match(shown); m.hasMatch(); m = pitfall.match(shown, m.capturedStart() + 1)) {
    shown.replace(m.capturedStart(), m.capturedLength(), tr("replica %1 failed on purpose (a pitfall scenario)").arg(m.captured(1)));
  }
  return shown;
}

void RunSession::onEngineError(const QString& message) {
  error_ = message;
  emit logLine(shownError(message), -1);
  emit statusChanged();
}

bool RunSession::waitReady(int timeout_ms) {
  QElapsedTimer t;
  t.start();
  while (!ready_ && t.elapsed() < timeout_ms) QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
  return ready_;
}

bool RunSession::runTo(int batch, AnimPhase phase, double progress, int timeout_ms, bool as_played) {
  if (!waitReady(timeout_ms) || batch < 1 || batch > player_->batchCount()) return false;
  QElapsedTimer t;
  t.start();
  while (t.elapsed() < timeout_ms) {
    if (player_->batchesShown() == batch && player_->phase() == phase) {  // there (held after it, perhaps)
      player_->seek(progress);
      return true;
    }
    if (player_->held()) {
      // A prediction asked before `phase` of `batch`: that is what is on screen there (the question
      // instead of the answer). A gate on the way is passed unasked.
      if (player_->batchesShown() == batch && player_->heldBefore() == phase) return true;
      if (as_played) return true;  // Play stops here too
      player_->releaseGate();
      continue;
    }
    if (player_->batchesShown() > batch || player_->epochDone()) return false;
    const qint64 shown = player_->batchesShown();
    const AnimPhase before = player_->phase();
    player_->stepPhase();
    while (player_->batchesShown() == shown && player_->phase() == before && !player_->held() && t.elapsed() < timeout_ms) {
      QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);  // the engine delivers the batch
    }
  }
  return false;
}
