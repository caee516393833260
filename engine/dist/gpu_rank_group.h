// The process group of a DDP GPU rank (dpviz-ddp --backend cuda): NCCL on the rank's GPU when every
// rank has a GPU of its own, else MPI through host copies (gpu_ranks.h says which, and why).
#pragma once

#include <memory>

#include "device/device.h"
#include "dist/mpi_group.h"

namespace dp {

// Collective with nccl (ncclCommInitRank): every rank passes the same `nccl`. `device` is a CUDA
// device for NCCL; any device otherwise. Throws dp::Error with NCCL's or CUDA's text, or when this
// build has no NCCL and `nccl` is asked for.
std::unique_ptr<ProcessGroup> make_gpu_rank_group(MpiGroup& mpi, Device& device, bool nccl);

}  // namespace dp
