// EngineBridge: the one boundary between the engine and the GUI. The engine (dp::Tutorial) lives
// on a worker thread; the GUI sends it a RunConfig and step requests, and gets back plain
// StepResult structs through queued calls. Results of an older configuration are dropped, so a
// reset or a new GPU count never shows stale work. Never blocks the GUI thread.
#pragma once

#include <QObject>
#include <QStringList>
#include <QThread>
#include <atomic>

#include "device/device.h"
#include "run/backends.h"
#include "run/run_config.h"
#include "run/scaling.h"
#include "bridge/step_data.h"

// What rebuilding the engine gave: the tutorial's header ("Let's use 8 GPUs!" or empty), the
// number of batches, the devices (trace lanes: host first), DataParallel's constructor warnings,
// or an error (PyTorch's text).
struct EngineSetup {
  int generation = 0;
  QString header;
  qint64 batch_count = 0;      // training: steps in the whole run
  bool training = false;
  QString model;               // training: the model, as PyTorch prints it ("Linear(5, 2)")
  qint64 steps_per_epoch = 0;  // training
  std::vector<dp::DeviceInfo> lanes;
  QStringList warnings;
  QString error;
};
Q_DECLARE_METATYPE(EngineSetup)

// One fresh run of a configuration's first batch: the order its replicas printed in and a
// checksum of the gathered output (the print-order pitfall).
struct RepeatRun {
  QList<int> printed_order;
  quint64 checksum = 0;
};
Q_DECLARE_METATYPE(RepeatRun)

class EngineWorker;

class EngineBridge : public QObject {
  Q_OBJECT
 public:
  explicit EngineBridge(QObject* parent = nullptr);
  ~EngineBridge() override;  // stops and joins the engine thread

  // Rebuilds the engine for `config` (devices, data, model). Any step in flight is discarded.
  void configure(const dp::RunConfig& config);
  // Runs the next batch on the engine thread; stepReady follows.
  void requestStep();
  // Runs the first batch of `config` `runs` times, each on freshly built devices; repeatsReady follows.
  void requestRepeats(const dp::RunConfig& config, int runs);
  // Measures step time against batch size and device count (dp::measure_scaling) on the engine
  // thread; scalingProgress after each point, then scalingReady.
  void requestScaling(double reps_scale);
  // Asks the CUDA runtime for devices on the engine thread; cudaDiscovered follows.
  void requestCudaDiscovery();
  int generation() const { return generation_; }
  // Steps the engine thread has run so far (stale requests are skipped, not run).
  int stepsRun() const { return steps_run_.load(std::memory_order_relaxed); }
  bool busy() const { return pending_ > 0; }

 signals:
  // The engine was rebuilt for the latest configure().
  void configured(const EngineSetup& setup);
  // One requested step, with its trace events in the order the engine recorded them (the only
  // way events reach the GUI: each is delivered once).
  void stepReady(const StepResult& result);
  void repeatsReady(const QList<RepeatRun>& runs, const QString& error);
  void scalingProgress(int done, int total);
  void scalingReady(const std::vector<dp::ScalingPoint>& points);
  void cudaDiscovered(const dp::CudaDiscovery& discovery);

 private:
  void deliverConfigured(const EngineSetup& setup);
  void deliverStep(const StepResult& result);

  QThread thread_;
  EngineWorker* worker_ = nullptr;  // lives on thread_
  int generation_ = 0;
  std::atomic<int> latest_generation_{0};  // generation_, readable by the engine thread
  std::atomic<int> steps_run_{0};
  int pending_ = 0;
};
