// NCCL or MPI through host copies for a GPU rank (see gpu_rank_group.h).
#include "dist/gpu_rank_group.h"

#include "core/error.h"
#include "dist/host_staged_group.h"

#if DPVIZ_HAVE_NCCL
#include "cuda/cuda_device.h"
#include "dist/nccl_group.h"
#endif

namespace dp {

std::unique_ptr<ProcessGroup> make_gpu_rank_group(MpiGroup& mpi, Device& device, bool nccl) {
  if (!nccl) return std::make_unique<HostStagedGroup>(mpi, device);
#if DPVIZ_HAVE_NCCL
  auto* gpu = dynamic_cast<CudaDevice*>(&device);
  if (!gpu) throw Error(ErrorType::RuntimeError, "NCCL needs a CUDA device, got " + device.info().torch_name());
  return std::make_unique<NcclGroup>(mpi, *gpu);
#else
  throw Error(ErrorType::RuntimeError, "this build has no NCCL (no CUDA toolkit at build time)");
#endif
}

}  // namespace dp
