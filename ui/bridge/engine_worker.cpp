// EngineWorker: builds the run for a configuration and steps it, catching the engine's errors
// (PyTorch's texts) into the result.
#include "bridge/engine_worker.h"

#include "core/error.h"

namespace {

// Events one step may record (cleared before each step): far above the largest step (64 GPUs, a
// few events per phase each), so nothing is dropped, yet bounded.
constexpr std::size_t kStepTraceCapacity = 1u << 16;

// The part of a step's record the tutorial's loop fills (a forward has no training facts).
dp::BatchRecord& forward(StepResult& result) { return result.record; }

}  // namespace

EngineWorker::~EngineWorker() = default;

void EngineWorker::reset() {  // joins the old devices' workers before new ones are built
  tutorial_.reset();
  training_.reset();
  reference_.reset();
}

EngineSetup EngineWorker::configure(int generation, const dp::RunConfig& config) {
  reset();
  trace_ = std::make_unique<dp::Trace>(kStepTraceCapacity);
  generation_ = generation;
  EngineSetup setup;
  setup.generation = generation;
  try {
    if (config.mode == dp::RunMode::Train) {
      training_ = std::make_unique<dp::Training>(config, trace_.get());
      dp::RunConfig one = config;
      one.gpus = 1;  // the same data, start and steps on one device (R10.3)
      one.device_overrides.clear();
      reference_ = std::make_unique<dp::Training>(one);
      setup.training = true;
      setup.model = QString::fromStdString(training_->model_repr());
      setup.batch_count = training_->total_steps();
      setup.steps_per_epoch = training_->batches_per_epoch();
      setup.lanes = training_->pool().lanes();
      for (const auto& w : training_->setup_warnings()) setup.warnings << QString::fromStdString(w);
    } else {
      tutorial_ = std::make_unique<dp::Tutorial>(config, trace_.get());
      setup.header = QString::fromStdString(tutorial_->header());
      setup.batch_count = tutorial_->batch_count();
      setup.lanes = tutorial_->pool().lanes();
      for (const auto& w : tutorial_->setup_warnings()) setup.warnings << QString::fromStdString(w);
    }
  } catch (const std::exception& e) {
    reset();
    setup.error = QString::fromStdString(e.what());
  }
  return setup;
}

StepResult EngineWorker::step(int generation) {
  StepResult result;
  result.generation = generation;
  // A step queued before a newer configure() is skipped at once: the configure behind it (a
  // reset, a new GPU count, the window closing) waits for at most the step already running.
  if (generation != generation_ || generation != latest_.load(std::memory_order_acquire) || (!tutorial_ && !training_)) {
    result.outcome = StepOutcome::Stale;
    return result;
  }
  result.batch_count = tutorial_ ? tutorial_->batch_count() : training_->total_steps();
  if (tutorial_ ? tutorial_->done() : training_->done()) {
    result.outcome = StepOutcome::EpochDone;
    return result;
  }
  trace_->clear();
  steps_run_.fetch_add(1, std::memory_order_relaxed);
  tutorial_ ? stepTutorial(result) : stepTraining(result);
  result.events = trace_->events();
  return result;
}

void EngineWorker::stepTutorial(StepResult& result) {
  try {
    forward(result) = tutorial_->step();
  } catch (const std::exception& e) {
    result.outcome = StepOutcome::Failed;
    result.error = QString::fromStdString(e.what());
    forward(result) = tutorial_->last_failed();  // the chunks and the lines printed before it failed
  }
}

void EngineWorker::stepTraining(StepResult& result) {
  result.training = true;
  try {
    result.record = training_->step();
    result.reference_loss = reference_->step().loss;
  } catch (const std::exception& e) {
    result.outcome = StepOutcome::Failed;
    result.error = QString::fromStdString(e.what());
  }
}

QList<RepeatRun> EngineWorker::repeats(dp::RunConfig config, int runs, QString* error) {
  config.output_checksum = true;
  QList<RepeatRun> out;
  try {
    for (int r = 0; r < runs; ++r) {
      dp::Tutorial t(config);
      if (t.done()) break;
      const dp::BatchRecord rec = t.step();
      RepeatRun run;
      for (int i : rec.printed_order) run.printed_order << i;
      run.checksum = rec.output_checksum;
      out << run;
    }
  } catch (const std::exception& e) {
    *error = QString::fromStdString(e.what());
  }
  return out;
}
