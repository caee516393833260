// Local adds for virtual GPUs, then one NCCL group of ncclReduce calls, on the replicas' streams
// after their backward (stream order), marking each replica's clock around its part.
#include "cuda/nccl_reducer.h"

#include "core/error.h"
#include "cuda/cuda_check.h"
#include "cuda/cuda_device.h"
#include "cuda/cuda_libs.h"
#include "cuda/device_map.h"

namespace dp {

void NcclReducer::reduce(const ReduceJob& job) {
  const std::size_t n = job.devices.size();
  const auto [devices, physical] = cuda_device_set(job.devices, "reduce");
  for (std::size_t r = 0; r < n; ++r) job.clocks[r]->mark(job.mark_start);
  // The broadcast's plan read backwards: a replica that copied from `from` now adds into it.
  const BroadcastPlan plan = plan_broadcast(physical);
  const std::int64_t numel = job.flat[0]->numel();
  for (const auto& [r, into] : plan.local_copies) {
    CudaDevice& dst = *devices[static_cast<std::size_t>(into)];
    dst.wait_for(*devices[static_cast<std::size_t>(r)]);
    dst.axpby(numel, 1.0f, job.flat[static_cast<std::size_t>(r)]->data(), 1.0f, job.flat[static_cast<std::size_t>(into)]->data());
  }
  if (!plan.nccl_ranks.empty()) {
    std::vector<int> gpus;
    for (int r : plan.nccl_ranks) gpus.push_back(physical[static_cast<std::size_t>(r)]);
    const std::vector<ncclComm_t>& comms = comms_->get(gpus);
    DP_NCCL_CHECK(cuda_libs().nccl_group_start());
    try {
      for (const ElementRange& b : job.buckets) {
        if (b.elems() == 0) continue;
        for (std::size_t rank = 0; rank < plan.nccl_ranks.size(); ++rank) {
          const auto r = static_cast<std::size_t>(plan.nccl_ranks[rank]);
          float* buffer = job.flat[r]->data() + b.begin;  // the root (rank 0) sums in place
          DP_NCCL_CHECK(cuda_libs().nccl_reduce(buffer, buffer, static_cast<std::size_t>(b.elems()), ncclFloat, ncclSum,
                                                0, comms[rank], devices[r]->stream()));
        }
      }
    } catch (...) {
      cuda_libs().nccl_group_end();
      throw;
    }
    DP_NCCL_CHECK(cuda_libs().nccl_group_end());
  }
  for (std::size_t r = 0; r < n; ++r) job.clocks[r]->mark(job.mark_end);
}

}  // namespace dp
