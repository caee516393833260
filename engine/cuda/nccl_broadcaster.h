// NcclBroadcaster: replicate's parameter broadcast on CUDA GPUs (R6.2) as one NCCL group:
// ncclBroadcast from replica 0's GPU to one replica per other distinct physical GPU, then local
// device-to-device copies for virtual GPUs sharing a physical one. Communicators come from the
// pool's NcclComms (created once per set of GPUs, reused for every later step).
#pragma once

#include <memory>

#include "cuda/nccl_comms.h"
#include "device/broadcaster.h"

namespace dp {

class NcclBroadcaster final : public Broadcaster {
 public:
  explicit NcclBroadcaster(std::shared_ptr<NcclComms> comms) : comms_(std::move(comms)) {}

  void broadcast(const BroadcastJob& job) override;

 private:
  std::shared_ptr<NcclComms> comms_;
};

}  // namespace dp
