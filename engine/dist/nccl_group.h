// NCCL for GPU ranks (compiled when the CUDA toolkit is found): the standard bootstrap, rank 0's
// ncclUniqueId broadcast over MPI, then ncclCommInitRank on this rank's GPU (its local rank).
// All-reduces run on device memory on the group's stream; the rest goes through MPI.
#pragma once

#include <memory>

#include "dist/mpi_group.h"

namespace dp {

class NcclGroup final : public ProcessGroup {
 public:
  // Collective over `mpi`'s ranks; throws dp::Error with NCCL's or CUDA's text on failure.
  NcclGroup(MpiGroup& mpi, int device);
  ~NcclGroup() override;
  NcclGroup(const NcclGroup&) = delete;
  NcclGroup& operator=(const NcclGroup&) = delete;

  int rank() const override { return mpi_.rank(); }
  int world() const override { return mpi_.world(); }
  std::string backend() const override { return "nccl"; }
  void broadcast(void* data, std::size_t bytes, int root) override { mpi_.broadcast(data, bytes, root); }
  // `data` is device memory on this rank's GPU.
  void all_reduce_sum(float* data, std::size_t elems) override;
  std::unique_ptr<Work> start_all_reduce_sum(float* data, std::size_t elems) override;
  void all_reduce_min_max(std::uint64_t& min, std::uint64_t& max) override { mpi_.all_reduce_min_max(min, max); }
  void barrier() override { mpi_.barrier(); }
  std::vector<std::string> gather(const std::string& mine) override { return mpi_.gather(mine); }

 private:
  struct State;
  MpiGroup& mpi_;
  std::unique_ptr<State> state_;
};

}  // namespace dp
