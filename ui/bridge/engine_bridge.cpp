// EngineBridge and its worker: queued lambdas in both directions, a generation number per config.
#include "bridge/engine_bridge.h"

#include "bridge/engine_worker.h"

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
    std::vector<dp::ScalingPoint> points = dp::measure_scaling(reps_scale, [this](int done, int total) {
      QMetaObject::invokeMethod(this, [this, done, total] { emit scalingProgress(done, total); }, Qt::QueuedConnection);
    });
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
