// RunSession: the state of the run on screen, without any widget: its configuration, the scenario
// it belongs to, where to pause, a pending comparison, the engine's lines as printed, the trace
// events for export. It owns the bridge and the player; the window shows what it says (signals)
// and tests drive it directly.
#pragma once

#include <QObject>
#include <QStringList>
#include <vector>

#include "bridge/engine_bridge.h"
#include "run/run_config.h"
#include "stage/player.h"

#include "lessons/pitfalls.h"

class RunSession : public QObject {
  Q_OBJECT
 public:
  // What to do once the engine is configured.
  enum class OnReady { Nothing, Play, ShowFirstLoad };
  // Events kept for export per run: a long run at 64 GPUs stays well under 100 MiB.
  static constexpr std::size_t kMaxRunEvents = 200000;

  explicit RunSession(QObject* parent = nullptr);

  // Rebuilds the engine for `config` (plus what the current scenario adds) and restarts the epoch.
  void apply(const dp::RunConfig& config);
  // As apply(), then pauses when batch `pause_after_batch` (1-based; 0: never) completes and does
  // `then` once the engine is ready. The animation starts at batch `first_shown` (1-based): the
  // batches before it run in the engine and print their lines, unanimated.
  void start(const dp::RunConfig& config, int pause_after_batch, OnReady then = OnReady::Play, int first_shown = 1);
  // A pitfall scenario: its configuration, its extras (model, failures, unequal devices) and its
  // stop. Null ends the scenario (the next apply() uses the plain configuration).
  void startScenario(const Pitfall* pitfall);
  void endScenario();
  // Runs the tutorial's configuration on `gpus` GPUs; comparisonReady follows at the epoch's end.
  void compareWithTutorial(const dp::RunConfig& config, int gpus);

  // Runs to batch `batch` (1-based) and `phase`, at `progress` inside it, the engine really running
  // every batch on the way; waits for the engine. False if it cannot get there in time. With a
  // prediction gate before that phase (Player::setGate), it stops held at the gate, the question
  // shown instead of the answer; gates before it are passed unasked. With `as_played`, it goes no
  // further than Play would: it stops at the first gate on the way (true: the stage stands there).
  bool runTo(int batch, AnimPhase phase, double progress = 0.5, int timeout_ms = 30000, bool as_played = false);
  bool waitReady(int timeout_ms = 30000);

  EngineBridge* bridge() const { return bridge_; }
  Player* player() const { return player_; }
  const dp::RunConfig& config() const { return config_; }
  const Pitfall* scenario() const { return scenario_; }
  bool ready() const { return ready_; }
  const QString& error() const { return error_; }
  // The engine's lines so far, exactly as printed (header, replica lines, Outside lines).
  const QStringList& printedLines() const { return printed_; }
  // This run's trace events (every step the engine ran, capped at kMaxRunEvents) and lanes.
  const std::vector<dp::Event>& events() const { return events_; }
  const std::vector<dp::DeviceInfo>& lanes() const { return lanes_; }
  // The model is wrapped in DataParallel (the engine's rule, R11.4).
  bool wrapped() const;

 signals:
  // A new configuration was applied: the epoch starts over (clear the log, rebuild the cards).
  void restarted(const dp::RunConfig& config);
  void configured(const EngineSetup& setup);
  // A line for the log, as printed; device < 0 for lines that belong to no device.
  void logLine(const QString& line, int device);
  void batchShown(const StepResult& step);
  void scenarioChanged(const Pitfall* pitfall);
  void comparisonReady(int gpus, const QStringList& printed);
  void statusChanged();

 private:
  void onConfigured(const EngineSetup& setup);
  void onStepReady(const StepResult& step);
  void onReplicaFinished(int replica);
  void onBatchCompleted(const StepResult& step);
  void onEpochFinished();
  void onEngineError(const QString& message);

 public:
  // An engine error as the log shows it: PyTorch's lines verbatim, the pitfall replica's own
  // message (nn/layers.h, dpviz's words) in the current language.
  static QString shownError(const QString& message);

 private:
  EngineBridge* bridge_;
  Player* player_;
  dp::RunConfig config_;
  const Pitfall* scenario_ = nullptr;  // its extras apply until the scenario ends
  int pause_after_batch_ = 0;          // > 0: pause when this batch (1-based) completes
  int first_shown_ = 1;                // the first batch animated once the engine is ready
  int pending_compare_ = 0;            // > 0: compare with the tutorial when the epoch ends
  OnReady on_ready_ = OnReady::Nothing;
  bool ready_ = false;
  QString error_;
  QStringList printed_;
  std::vector<dp::Event> events_;
  std::vector<dp::DeviceInfo> lanes_;
};
