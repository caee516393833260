// NCCL group broadcast plus local copies, every step on the replicas' own streams.
#include "cuda/nccl_broadcaster.h"

#include "cuda/cuda_check.h"
#include "cuda/cuda_device.h"
#include "cuda/cuda_libs.h"
#include "cuda/device_map.h"
#include "core/error.h"

namespace dp {

void NcclBroadcaster::broadcast(const BroadcastJob& job) {
  const std::size_t n = job.devices.size();
  const auto [devices, physical] = cuda_device_set(job.devices, "broadcast");
  for (std::size_t r = 0; r < n; ++r) job.clocks[r]->mark(job.mark_start);
  const BroadcastPlan plan = plan_broadcast(physical);
  const std::vector<Tensor*>& source = job.tensors[0];

  if (!plan.nccl_ranks.empty()) {
    std::vector<int> gpus;
    for (int r : plan.nccl_ranks) gpus.push_back(physical[static_cast<std::size_t>(r)]);
    const std::vector<ncclComm_t>& comms = comms_->get(gpus);
    DP_NCCL_CHECK(cuda_libs().nccl_group_start());
    try {
      for (std::size_t p = 0; p < source.size(); ++p) {
        const std::size_t count = static_cast<std::size_t>(source[p]->numel());
        if (count == 0) continue;
        for (std::size_t rank = 0; rank < plan.nccl_ranks.size(); ++rank) {
          const auto r = static_cast<std::size_t>(plan.nccl_ranks[rank]);
          float* buffer = job.tensors[r][p]->data();  // rank 0: the source itself, in place
          DP_NCCL_CHECK(cuda_libs().nccl_broadcast(buffer, buffer, count, ncclFloat, 0, comms[rank], devices[r]->stream()));
        }
      }
    } catch (...) {
      cuda_libs().nccl_group_end();
      throw;
    }
    DP_NCCL_CHECK(cuda_libs().nccl_group_end());
  }

  // Virtual GPUs: copy from the replica that holds the values on the same physical GPU, after
  // that replica's stream has them.
  for (const auto& [r, from] : plan.local_copies) {
    CudaDevice& dst = *devices[static_cast<std::size_t>(r)];
    const CudaDevice& src = *devices[static_cast<std::size_t>(from)];
    dst.wait_for(src);
    for (std::size_t p = 0; p < source.size(); ++p) {
      const Tensor& s = *job.tensors[static_cast<std::size_t>(from)][p];
      dst.copy(job.tensors[static_cast<std::size_t>(r)][p]->data(), dst, s.data(), src, s.nbytes());
    }
  }
  for (std::size_t r = 0; r < n; ++r) job.clocks[r]->mark(job.mark_end);
}

}  // namespace dp
