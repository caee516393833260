// Training: a DataParallel training run, one batch per step() (SEMANTICS R10): the pool
// (run/backends.h), the data and targets, the model, DataParallel, MSELoss and SGD built from a
// RunConfig (mode Train), or from a replayed training case (run/train_case.h). Each step returns a plain
// record of what happened where; no printing, no Qt: the CLI prints it, the app draws it.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "nn/loss.h"
#include "nn/sgd.h"
#include "run/data_parallel_run.h"
#include "run/step_record.h"
#include "run/train_case.h"

namespace dp {

class Training : public DataParallelRun {
 public:
  // Throws dp::Error as PyTorch would (bad sizes, lr, momentum), OutOfMemoryError from the memory
  // guard before anything big is allocated. With `replay`, its initial parameters, x and y are
  // used (their names and shapes must be the model's named_parameters()), and its epoch orders when it
  // has them (a shuffled case); config says the rest.
  explicit Training(RunConfig config, Trace* trace = nullptr, const TrainCase* replay = nullptr);
  ~Training();
  std::int64_t batches_per_epoch() const { return loader_->size(); }
  std::int64_t total_steps() const { return config_.epochs * batches_per_epoch(); }
  bool done() const { return next_ >= total_steps(); }
  // The next batch: load, forward, loss, backward (gradient pieces, replicas, reduce), SGD step.
  TrainRecord step();

  // named_parameters() with their values now (read back to the host), and the last step's
  // gradients as summed on device_ids[0].
  std::vector<NamedTensor> parameters() const;
  std::vector<NamedTensor> gradients() const;
  std::string model_repr() const { return model_->repr(); }

 private:
  void build_data(const TrainCase* replay);
  void set_initial_parameters(const TrainCase& replay);
  // The phases of one step.
  Tensor load(TrainRecord& rec, Tensor& target);
  Tensor forward(const Tensor& input, TrainRecord& rec);
  void loss_and_backward(const Tensor& output, const Tensor& target, TrainRecord& rec);
  void optimizer_step(TrainRecord& rec);
  void record_memory(TrainRecord& rec);
  std::int64_t trace_step() const;

  Tensor targets_;                          // y, [n, out] on the host
  MSELoss criterion_;
  std::unique_ptr<SGD> optimizer_;
  Device* param_device_ = nullptr;          // where the parameters live and SGD steps
  Device* loss_clock_device_ = nullptr;     // where the loss ran last (the output's device)
  std::unique_ptr<DeviceClock> loss_clock_, optimizer_clock_;
  std::int64_t next_ = 0;
  std::int64_t host_steps_ = 0;             // trace steps when no GPU runs the model (R4.1)
};

}  // namespace dp
