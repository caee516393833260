// DataParallelRun: what the tutorial's loop (run/tutorial.h) and training (run/training.h) build
// alike from a RunConfig, in the order a PyTorch script builds it: the devices, the data set and
// its DataLoader, the model moved to device 0 and wrapped in DataParallel. Each adds its own steps.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "data/dataloader.h"
#include "device/device_pool.h"
#include "nn/module.h"
#include "parallel/data_parallel.h"
#include "run/run_config.h"
#include "trace/trace.h"

namespace dp {

class DataParallelRun {
 public:
  DataParallelRun(const DataParallelRun&) = delete;
  DataParallelRun& operator=(const DataParallelRun&) = delete;

  const RunConfig& config() const { return config_; }
  DevicePool& pool() { return *pool_; }
  // Warnings from building the wrapper (the balance check, R3.5).
  std::vector<std::string> setup_warnings() const;

 protected:
  DataParallelRun(RunConfig config, Trace* trace) : config_(std::move(config)), trace_(trace) {}
  ~DataParallelRun();

  // The pool: config's GPU count on its backend, simulated GPUs with their specs (make_pool's
  // errors: a count outside kGpuRange, CUDA asked for where there is none).
  void make_devices();
  // DataLoader(dataset_, batch_size, shuffle, drop_last), its shuffle seeded with config's seed.
  void make_loader();
  // model.to(device 0) when there is a device; then, when `wrap`, DataParallel(model,
  // output_device=config's) traced into trace_.
  void place_model(bool wrap);

  RunConfig config_;
  Trace* trace_;
  // Declared before everything that holds device memory, so that it goes last.
  std::unique_ptr<DevicePool> pool_;
  std::unique_ptr<RandomDataset> dataset_;  // x, [n, in] on the host
  std::unique_ptr<DataLoader> loader_;
  std::unique_ptr<Module> model_;
  std::unique_ptr<DataParallel> parallel_;  // null: the model runs unwrapped (the tutorial, R11.4)
};

}  // namespace dp
