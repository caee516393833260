// NcclComms: NCCL communicators over sets of physical GPUs, created once per set (ncclCommInitAll,
// rank i on gpus[i]) and shared by the pool's collectives: replicate's broadcast and backward's
// gradient reduce run on the same communicators.
#pragma once

#include <nccl.h>

#include <map>
#include <mutex>
#include <vector>

namespace dp {

class NcclComms {
 public:
  NcclComms() = default;
  ~NcclComms();
  NcclComms(const NcclComms&) = delete;
  NcclComms& operator=(const NcclComms&) = delete;

  // Communicators for these physical GPUs in this order; valid as long as this object lives.
  const std::vector<ncclComm_t>& get(const std::vector<int>& gpus);

 private:
  std::mutex mutex_;
  std::map<std::vector<int>, std::vector<ncclComm_t>> comms_;  // guarded by mutex_
};

}  // namespace dp
