// NCCL for GPU ranks (compiled when the CUDA toolkit is found): the standard bootstrap, rank 0's
// ncclUniqueId broadcast over MPI, then ncclCommInitRank on this rank's GPU (its local rank).
// Broadcast and all-reduce run on the GPU's memory on the group's own stream, each after the work
// already issued to the device's stream (an event, as torch's reducer waits on the autograd
// stream); the small host values (checksums, trace gathers, barriers) go through MPI.
#pragma once

#include <memory>

#include "dist/mpi_group.h"

namespace dp {

class CudaDevice;

class NcclGroup final : public ProcessGroup {
 public:
  // Collective over `mpi`'s ranks, on `device`'s GPU; throws dp::Error with NCCL's or CUDA's text.
  NcclGroup(MpiGroup& mpi, CudaDevice& device);
  ~NcclGroup() override;
  NcclGroup(const NcclGroup&) = delete;
  NcclGroup& operator=(const NcclGroup&) = delete;

  int rank() const override { return mpi_.rank(); }
  int world() const override { return mpi_.world(); }
  GroupBackend backend() const override { return GroupBackend::Nccl; }
  // `data` is memory of the device (its GPU), for these two and the started all-reduce.
  void broadcast(void* data, std::size_t bytes, int root) override;
  void all_reduce_sum(float* data, std::size_t elems) override;
  std::unique_ptr<Work> start_all_reduce_sum(float* data, std::size_t elems) override;
  void all_reduce_min_max(std::uint64_t& min, std::uint64_t& max) override { mpi_.all_reduce_min_max(min, max); }
  void barrier() override { mpi_.barrier(); }
  std::vector<std::string> gather(const std::string& mine) override { return mpi_.gather(mine); }

 private:
  struct State;
  // The group's stream waits for what `device_`'s stream has queued so far.
  void after_device_work();

  MpiGroup& mpi_;
  CudaDevice& device_;
  std::unique_ptr<State> state_;
};

}  // namespace dp
