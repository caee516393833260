// The set-up the tutorial's loop and training share: devices, loader, the model placed and wrapped.
#include "run/data_parallel_run.h"

#include "run/backends.h"

namespace dp {

DataParallelRun::~DataParallelRun() = default;

std::vector<std::string> DataParallelRun::setup_warnings() const {
  std::vector<std::string> w;
  if (parallel_ && parallel_->balance_warning()) w.push_back(*parallel_->balance_warning());
  return w;
}

void DataParallelRun::make_devices() {
  pool_ = make_pool(config_.backend, config_.gpus,
                    config_.backend == Backend::Simulated ? simulated_specs(config_) : std::vector<SimDeviceSpec>{});
}

void DataParallelRun::make_loader() {
  loader_ = std::make_unique<DataLoader>(
      *dataset_, DataLoaderOptions{config_.batch_size, config_.shuffle, config_.drop_last, config_.seed});
}

void DataParallelRun::place_model(bool wrap) {
  if (pool_->count() > 0) model_->to(pool_->device(0));  // model.to(device)
  if (!wrap) return;
  DataParallelOptions options;
  options.output_device = config_.output_device;
  parallel_ = std::make_unique<DataParallel>(*model_, *pool_, options, trace_);
}

}  // namespace dp
