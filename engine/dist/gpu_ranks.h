// Which library GPU ranks all-reduce with (docs/design.md: NCCL refuses two ranks on one GPU, "Duplicate GPU
// detected"): NCCL when every rank on a host has its own GPU, else MPI from host memory. Plain
// arithmetic, compiled and tested without a GPU.
#pragma once

#include <string>

#include "dist/process_group.h"

namespace dp {

struct GpuRankPlan {
  GroupBackend backend = GroupBackend::MpiHost;  // Nccl or MpiHost
  int device = -1;                               // the CUDA device this rank uses: local_rank % devices
  std::string note;                              // why MpiHost, for stderr; empty with Nccl
};

inline GpuRankPlan plan_gpu_rank(int local_rank, int local_size, int devices) {
  GpuRankPlan p;
  p.device = devices > 0 ? local_rank % devices : -1;
  if (devices > 0 && local_size <= devices) {
    p.backend = GroupBackend::Nccl;
    return p;
  }
  p.backend = GroupBackend::MpiHost;
  p.note = std::to_string(local_size) + " ranks share " + std::to_string(devices) +
           " GPUs on this host: NCCL allows one rank per GPU, so gradients are all-reduced through MPI from host memory";
  return p;
}

}  // namespace dp
