// The communicator cache.
#include "cuda/nccl_comms.h"

#include "cuda/cuda_check.h"
#include "cuda/cuda_libs.h"

namespace dp {

NcclComms::~NcclComms() {
  for (auto& [gpus, comms] : comms_) {
    for (ncclComm_t c : comms) cuda_libs().nccl_comm_destroy(c);
  }
}

const std::vector<ncclComm_t>& NcclComms::get(const std::vector<int>& gpus) {
  std::lock_guard lock(mutex_);
  auto it = comms_.find(gpus);
  if (it != comms_.end()) return it->second;
  std::vector<ncclComm_t> comms(gpus.size(), nullptr);
  DP_NCCL_CHECK(cuda_libs().nccl_comm_init_all(comms.data(), static_cast<int>(gpus.size()), gpus.data()));
  return comms_.emplace(gpus, std::move(comms)).first->second;
}

}  // namespace dp
