// DdpTraining: one rank of a DistributedDataParallel run (SEMANTICS R13, R14) on the host (CPU
// ranks) or on one device (GPU ranks): its own DistributedSampler shard, batches of the local batch,
// forward, MSELoss, backward layer by layer with the reducer starting each bucket's all-reduce as
// soon as it is full, SGD on its own copy. The process group (dist/) connects the ranks; dpviz-ddp
// and the in-process tests drive it.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "data/dataloader.h"
#include "device/blas.h"
#include "device/host_device.h"
#include "dist/process_group.h"
#include "nn/loss.h"
#include "nn/sgd.h"
#include "parallel/ddp_reducer.h"
#include "run/ddp_schema.h"
#include "run/run_config.h"
#include "run/train_case.h"

namespace dp {

// One timed phase of a step on this rank's steady clock (now_ns()).
struct DdpTimedPhase {
  DdpPhase phase = DdpPhase::Load;
  std::int64_t start_ns = 0, end_ns = 0;
  int bucket = -1;             // allreduce: the bucket in the reducer's order
  std::uint64_t bytes = 0;     // allreduce: the bucket's bytes
};

struct DdpStepRecord {
  std::int64_t step = 0, epoch = 0;
  float loss = 0.0f;           // this rank's loss on its own batch
  std::vector<DdpTimedPhase> phases;
  std::int64_t step_ns = 0;    // zero_grad + forward + loss + backward (with its all-reduce) + SGD
};

class DdpTraining {
 public:
  // config: the model, data, local batch (batch_size), lr, momentum, epochs, drop_last (the
  // sampler's), shuffle (the sampler's, seeded). Collective (the reducer broadcasts rank 0's
  // parameters). Throws dp::Error for bad sizes, as Training does. `device`: where the model lives
  // and computes (null: the host); the data set stays on the host and each batch is copied there,
  // and `group` then takes pointers into that device's memory (NcclGroup, HostStagedGroup).
  DdpTraining(RunConfig config, ProcessGroup& group, ReducerOptions options = {}, const TrainCase* replay = nullptr,
              Device* device = nullptr);
  ~DdpTraining();
  DdpTraining(const DdpTraining&) = delete;
  DdpTraining& operator=(const DdpTraining&) = delete;

  std::int64_t steps_per_epoch() const { return steps_per_epoch_; }
  std::int64_t total_steps() const { return config_.epochs * steps_per_epoch_; }
  bool done() const { return next_ >= total_steps(); }
  DdpStepRecord step();

  // This rank's DistributedSampler indices for `epoch` (R13.3), from the replayed case's order for that
  // epoch when it has one.
  std::vector<std::int64_t> shard(std::int64_t epoch) const;
  std::vector<NamedTensor> parameters() const;
  // FNV-1a over the parameters' bytes: equal on every rank when they are bit-identical.
  std::uint64_t params_checksum() const;
  // Moves parameter 0's first value by one float step (to show what the checksum catches).
  void perturb();
  std::string model_repr() const { return model_->repr(); }
  const DdpReducer& reducer() const { return *reducer_; }
  DdpReducer& reducer() { return *reducer_; }
  // The buckets from step 1 on: R14.5's rebuild walks gradient-ready order, which here is the
  // parameters from last to first (layers backwards, a Linear's bias before its weight).
  std::vector<std::vector<std::size_t>> steady_buckets() const;
  const RunConfig& config() const { return config_; }

 private:
  // Returns when the layers' backward finished (before waiting on the all-reduces).
  std::int64_t backward(const Tensor& grad_output);

  RunConfig config_;
  ProcessGroup& group_;
  ReducerOptions options_;
  BlasThreads blas_{2};  // one BLAS thread per rank, as the peer's torch runs (torch.set_num_threads(1))
  HostDevice host_;
  Device& device_;  // host_ or the rank's GPU
  std::unique_ptr<RandomDataset> dataset_;
  Tensor targets_;
  std::unique_ptr<Module> model_;
  std::unique_ptr<DdpReducer> reducer_;
  std::unique_ptr<SGD> optimizer_;
  MSELoss criterion_;
  std::vector<std::int64_t> shard_;  // the current epoch's indices
  std::vector<std::vector<std::int64_t>> orders_;  // a replayed shuffled case: the sampler's order per epoch
  std::int64_t steps_per_epoch_ = 0;
  std::int64_t next_ = 0;
};

}  // namespace dp
