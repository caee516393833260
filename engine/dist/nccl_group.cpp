// NCCL over MPI bootstrap and all-reduce for GPU ranks (see nccl_group.h).
#include "dist/nccl_group.h"

#include <cuda_runtime.h>
#include <nccl.h>

#include "cuda/cuda_check.h"
#include "cuda/cuda_device.h"
#include "cuda/cuda_libs.h"

namespace dp {

struct NcclGroup::State {
  ncclComm_t comm = nullptr;
  cudaStream_t stream = nullptr;
  cudaEvent_t device_done = nullptr;  // recorded on the device's stream before each collective
};

namespace {

// Complete when its event has passed on the group's stream.
class NcclWork final : public Work {
 public:
  explicit NcclWork(cudaStream_t stream) {
    DP_CUDA_CHECK(cudaEventCreateWithFlags(&event_, cudaEventDisableTiming));
    DP_CUDA_CHECK(cudaEventRecord(event_, stream));
  }
  ~NcclWork() override {
    cudaEventSynchronize(event_);
    cudaEventDestroy(event_);
  }
  bool test() override {
    const cudaError_t s = cudaEventQuery(event_);
    if (s == cudaErrorNotReady) return false;
    DP_CUDA_CHECK(s);
    return true;
  }
  void wait() override { DP_CUDA_CHECK(cudaEventSynchronize(event_)); }

 private:
  cudaEvent_t event_ = nullptr;
};

}  // namespace

NcclGroup::NcclGroup(MpiGroup& mpi, CudaDevice& device) : mpi_(mpi), device_(device), state_(std::make_unique<State>()) {
  const CudaLibs& nccl = cuda_libs();
  device.select();  // before the communicator: NCCL binds to the current device
  ncclUniqueId id{};
  if (mpi.rank() == 0) DP_NCCL_CHECK(nccl.nccl_get_unique_id(&id));
  mpi.broadcast(&id, sizeof id, 0);  // the standard pattern: the id travels over MPI
  DP_NCCL_CHECK(nccl.nccl_comm_init_rank(&state_->comm, mpi.world(), id, mpi.rank()));
  DP_CUDA_CHECK(cudaStreamCreateWithFlags(&state_->stream, cudaStreamNonBlocking));
  DP_CUDA_CHECK(cudaEventCreateWithFlags(&state_->device_done, cudaEventDisableTiming));
}

NcclGroup::~NcclGroup() {
  if (state_->stream) cudaStreamSynchronize(state_->stream);
  if (state_->comm) cuda_libs().nccl_comm_destroy(state_->comm);
  if (state_->stream) cudaStreamDestroy(state_->stream);
  if (state_->device_done) cudaEventDestroy(state_->device_done);
}

void NcclGroup::after_device_work() {
  device_.select();
  DP_CUDA_CHECK(cudaEventRecord(state_->device_done, device_.stream()));
  DP_CUDA_CHECK(cudaStreamWaitEvent(state_->stream, state_->device_done, 0));
}

void NcclGroup::broadcast(void* data, std::size_t bytes, int root) {
  after_device_work();
  DP_NCCL_CHECK(cuda_libs().nccl_broadcast(data, data, bytes, ncclUint8, root, state_->comm, state_->stream));
  DP_CUDA_CHECK(cudaStreamSynchronize(state_->stream));
}

void NcclGroup::all_reduce_sum(float* data, std::size_t elems) {
  start_all_reduce_sum(data, elems)->wait();
}

std::unique_ptr<Work> NcclGroup::start_all_reduce_sum(float* data, std::size_t elems) {
  after_device_work();  // the bucket's gradients are written by kernels queued there
  DP_NCCL_CHECK(cuda_libs().nccl_all_reduce(data, data, elems, ncclFloat, ncclSum, state_->comm, state_->stream));
  return std::make_unique<NcclWork>(state_->stream);
}

}  // namespace dp
