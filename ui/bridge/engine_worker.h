// EngineWorker: the engine, on its own thread (EngineBridge moves it there): the run being shown,
// the tutorial's forward loop or a training run (with a one-device run beside it for the loss
// curve), one step per request; every member function runs on the engine thread.
#pragma once

#include <QList>
#include <QObject>
#include <atomic>
#include <memory>

#include "bridge/engine_bridge.h"
#include "run/training.h"
#include "run/tutorial.h"

class EngineWorker : public QObject {
 public:
  EngineWorker(const std::atomic<int>& latest, std::atomic<int>& steps_run) : latest_(latest), steps_run_(steps_run) {}
  ~EngineWorker() override;

  EngineSetup configure(int generation, const dp::RunConfig& config);
  StepResult step(int generation);
  // Separate tutorials, so the run being shown is left as it is.
  static QList<RepeatRun> repeats(dp::RunConfig config, int runs, QString* error);

 private:
  void reset();
  void stepTutorial(StepResult& result);
  void stepTraining(StepResult& result);

  const std::atomic<int>& latest_;  // the bridge's newest generation
  std::atomic<int>& steps_run_;     // steps the engine really ran (the bridge reads it)
  std::unique_ptr<dp::Trace> trace_;
  std::unique_ptr<dp::Tutorial> tutorial_;
  std::unique_ptr<dp::Training> training_;
  std::unique_ptr<dp::Training> reference_;  // the same training on one device
  int generation_ = -1;
};
