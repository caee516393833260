// NcclReducer: Broadcast.backward's gradient sum on CUDA GPUs (R10.3) as PyTorch does it when NCCL
// is available (nccl.reduce per coalesced buffer): replicas on a GPU that is already an NCCL rank
// first add their gradients into that rank's replica (virtual GPUs), then one NCCL group reduces
// every buffer onto replica 0's GPU, in place. Communicators come from the pool's NcclComms.
#pragma once

#include <memory>

#include "cuda/nccl_comms.h"
#include "device/reducer.h"

namespace dp {

class NcclReducer final : public Reducer {
 public:
  explicit NcclReducer(std::shared_ptr<NcclComms> comms) : comms_(std::move(comms)) {}

  void reduce(const ReduceJob& job) override;

 private:
  std::shared_ptr<NcclComms> comms_;
};

}  // namespace dp
