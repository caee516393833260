// NcclBroadcaster: replicate's parameter broadcast on CUDA GPUs (R6.2) as one NCCL group:
// ncclBroadcast from replica 0's GPU to one replica per other distinct physical GPU, then local
// device-to-device copies for virtual GPUs sharing a physical one. Communicators are created once
// per set of GPUs (ncclCommInitAll) and reused for every later step.
#pragma once

#include <nccl.h>

#include <map>
#include <mutex>
#include <vector>

#include "device/broadcaster.h"

namespace dp {

class NcclBroadcaster final : public Broadcaster {
 public:
  NcclBroadcaster() = default;
  ~NcclBroadcaster() override;
  NcclBroadcaster(const NcclBroadcaster&) = delete;
  NcclBroadcaster& operator=(const NcclBroadcaster&) = delete;

  void broadcast(const BroadcastJob& job) override;

 private:
  // Communicators for these physical GPUs in this order (rank i on gpus[i]).
  const std::vector<ncclComm_t>& communicators(const std::vector<int>& gpus);

  std::mutex mutex_;
  std::map<std::vector<int>, std::vector<ncclComm_t>> comms_;  // guarded by mutex_
};

}  // namespace dp
