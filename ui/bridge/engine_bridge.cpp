// EngineBridge and its worker: queued lambdas in both directions, a generation number per config.
#include "bridge/engine_bridge.h"

#include <memory>

#include "core/error.h"
#include "run/tutorial.h"

namespace {
// Events one step may record (cleared before each step): far above the largest step (64 GPUs, a
// few events per phase each), so nothing is dropped, yet bounded.
constexpr std::size_t kStepTraceCapacity = 1u << 16;
}  // namespace

// Owns the engine; every member function runs on the engine thread.
class EngineWorker : public QObject {
 public:
  EngineWorker(const std::atomic<int>& latest, std::atomic<int>& steps_run) : latest_(latest), steps_run_(steps_run) {}

  EngineSetup configure(int generation, const dp::RunConfig& config) {
    tutorial_.reset();  // joins the old devices' workers before building new ones
    trace_ = std::make_unique<dp::Trace>(kStepTraceCapacity);
    generation_ = generation;
    EngineSetup setup;
    setup.generation = generation;
    try {
      tutorial_ = std::make_unique<dp::Tutorial>(config, trace_.get());
      setup.header = QString::fromStdString(tutorial_->header());
      setup.batch_count = tutorial_->batch_count();
      setup.lanes = tutorial_->pool().lanes();
      for (const auto& w : tutorial_->setup_warnings()) setup.warnings << QString::fromStdString(w);
    } catch (const std::exception& e) {
      tutorial_.reset();
      setup.error = QString::fromStdString(e.what());
    }
    return setup;
  }

  StepResult step(int generation) {
    StepResult result;
    result.generation = generation;
    // A step queued before a newer configure() is skipped at once: the configure behind it (a
    // reset, a new GPU count, the window closing) waits for at most the step already running.
    if (generation != generation_ || generation != latest_.load(std::memory_order_acquire) || !tutorial_) {
      result.outcome = StepOutcome::Stale;
      return result;
    }
    result.batch_count = tutorial_->batch_count();
    if (tutorial_->done()) {
      result.outcome = StepOutcome::EpochDone;
      return result;
    }
    trace_->clear();
    steps_run_.fetch_add(1, std::memory_order_relaxed);
    try {
      result.record = tutorial_->step();
    } catch (const std::exception& e) {
      result.outcome = StepOutcome::Failed;
      result.error = QString::fromStdString(e.what());
      result.record = tutorial_->last_failed();  // the chunks and the lines printed before it failed
    }
    result.events = trace_->events();
    return result;
  }

  // Separate tutorials, so the run being shown is left as it is.
  static QList<RepeatRun> repeats(dp::RunConfig config, int runs, QString* error) {
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

 private:
  const std::atomic<int>& latest_;  // the bridge's newest generation
  std::atomic<int>& steps_run_;     // steps the engine really ran (the bridge reads it)
  std::unique_ptr<dp::Trace> trace_;
  std::unique_ptr<dp::Tutorial> tutorial_;
  int generation_ = -1;
};

EngineBridge::EngineBridge(QObject* parent) : QObject(parent) {
  qRegisterMetaType<StepResult>();
  qRegisterMetaType<EngineSetup>();
  qRegisterMetaType<RepeatRun>();
  thread_.setObjectName(QStringLiteral("dpviz engine"));
  worker_ = new EngineWorker(latest_generation_, steps_run_);
  worker_->moveToThread(&thread_);
  connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
  thread_.start();
}

EngineBridge::~EngineBridge() {
  thread_.quit();
  thread_.wait();
}

void EngineBridge::configure(const dp::RunConfig& config) {
  const int generation = ++generation_;
  latest_generation_.store(generation, std::memory_order_release);
  pending_ = 0;
  QMetaObject::invokeMethod(worker_, [this, generation, config] {
    EngineSetup setup = worker_->configure(generation, config);
    QMetaObject::invokeMethod(this, [this, setup = std::move(setup)] { deliverConfigured(setup); },
                              Qt::QueuedConnection);
  }, Qt::QueuedConnection);
}

void EngineBridge::requestStep() {
  const int generation = generation_;
  ++pending_;
  QMetaObject::invokeMethod(worker_, [this, generation] {
    StepResult result = worker_->step(generation);
    QMetaObject::invokeMethod(this, [this, result = std::move(result)] { deliverStep(result); },
                              Qt::QueuedConnection);
  }, Qt::QueuedConnection);
}

void EngineBridge::requestRepeats(const dp::RunConfig& config, int runs) {
  QMetaObject::invokeMethod(worker_, [this, config, runs] {
    QString error;
    QList<RepeatRun> result = EngineWorker::repeats(config, runs, &error);
    QMetaObject::invokeMethod(this, [this, result = std::move(result), error] { emit repeatsReady(result, error); },
                              Qt::QueuedConnection);
  }, Qt::QueuedConnection);
}

void EngineBridge::requestCudaDiscovery() {
  QMetaObject::invokeMethod(worker_, [this] {
    dp::CudaDiscovery found = dp::discover_cuda();
    QMetaObject::invokeMethod(this, [this, found = std::move(found)] { emit cudaDiscovered(found); }, Qt::QueuedConnection);
  }, Qt::QueuedConnection);
}

void EngineBridge::requestScaling(double reps_scale) {
  QMetaObject::invokeMethod(worker_, [this, reps_scale] {
    std::vector<dp::ScalingPoint> points = dp::measure_scaling(reps_scale);
    QMetaObject::invokeMethod(this, [this, points = std::move(points)] { emit scalingReady(points); }, Qt::QueuedConnection);
  }, Qt::QueuedConnection);
}

void EngineBridge::deliverConfigured(const EngineSetup& setup) {
  if (setup.generation != generation_) return;
  emit configured(setup);
}

void EngineBridge::deliverStep(const StepResult& result) {
  if (result.generation != generation_) return;  // from a configuration that is gone
  if (pending_ > 0) --pending_;
  emit stepReady(result);
}
