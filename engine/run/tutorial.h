// Tutorial: the PyTorch "Data Parallelism" tutorial, run for real on the engine: RandomDataset,
// DataLoader, a Linear model whose forward prints its input and output sizes, wrapped in
// DataParallel when there is more than one GPU. One step() is one batch of the loop.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "nn/linear.h"
#include "run/data_parallel_run.h"
#include "run/step_record.h"

namespace dp {

// "\tIn Model: input size torch.Size([15, 5]) output size torch.Size([15, 2])" (R2.2)
std::string in_model_line(const Shape& input, const Shape& output);
// "Outside: input size torch.Size([30, 5]) output_size torch.Size([30, 2])" (R2.2)
std::string outside_line(const Shape& input, const Shape& output);
// "Let's use 8 GPUs!"
std::string header_line(int gpus);
// The tutorial wraps its model in DataParallel only when `torch.cuda.device_count() > 1` (R11.4).
bool tutorial_wraps_model(int gpus);

class Tutorial : public DataParallelRun {
 public:
  // Builds the devices, data, model and wrapper. Throws dp::Error as PyTorch would.
  explicit Tutorial(RunConfig config, Trace* trace = nullptr);
  ~Tutorial();

  // The header the tutorial prints when device_count() > 1, else empty.
  std::string header() const;
  bool wrapped() const { return parallel_ != nullptr; }
  std::int64_t batch_count() const { return loader_->size(); }
  bool done() const { return next_ >= batch_count(); }
  // Runs the next batch through the model. Throws dp::Error as PyTorch would; what the failed
  // batch did until then (its chunks, the lines the finished replicas printed, which replica
  // failed) is then last_failed().
  BatchRecord step();
  const BatchRecord& last_failed() const { return failed_; }

 private:
  struct PrintSink {
    std::mutex mutex;
    std::vector<std::pair<int, std::string>> lines;  // (replica, line) in print order
  };

  // The phases of one step.
  Tensor load(BatchRecord& rec);
  Tensor forward_wrapped(const Tensor& input, BatchRecord& rec);
  Tensor forward_unwrapped(const Tensor& input, BatchRecord& rec);
  void copy_report(BatchRecord& rec) const;
  // The In Model lines in print order, and the Outside line when the batch completed.
  void collect_lines(BatchRecord& rec, bool completed);

  std::shared_ptr<PrintSink> sink_;
  std::unique_ptr<DeviceClock> clock_;  // times the unwrapped model's forward (R11.4)
  std::int64_t next_ = 0;
  BatchRecord failed_;
};

}  // namespace dp
