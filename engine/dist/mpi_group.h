// The OpenMPI process group (CPU ranks): MPI_COMM_WORLD, gradients all-reduced from host memory with
// MPI_Iallreduce. Errors come back as dp::Error (MPI_ERRORS_RETURN) with MPI's own text, never abort.
#pragma once

#include "dist/process_group.h"

namespace dp {

class MpiGroup final : public ProcessGroup {
 public:
  // MPI_Init (once per process) and MPI_Finalize in the destructor.
  MpiGroup(int* argc, char*** argv);
  ~MpiGroup() override;
  MpiGroup(const MpiGroup&) = delete;
  MpiGroup& operator=(const MpiGroup&) = delete;

  int rank() const override { return rank_; }
  int world() const override { return world_; }
  GroupBackend backend() const override { return GroupBackend::Cpu; }
  void broadcast(void* data, std::size_t bytes, int root) override;
  void all_reduce_sum(float* data, std::size_t elems) override;
  std::unique_ptr<Work> start_all_reduce_sum(float* data, std::size_t elems) override;
  void all_reduce_min_max(std::uint64_t& min, std::uint64_t& max) override;
  void barrier() override;
  std::vector<std::string> gather(const std::string& mine) override;

  // MPI_Get_processor_name: the host this rank runs on.
  std::string host() const;
  // OMPI_COMM_WORLD_LOCAL_RANK (the rank among those on this host), or the rank without it.
  int local_rank() const;
  // OMPI_COMM_WORLD_LOCAL_SIZE (the ranks on this host), or the world without it.
  int local_size() const;

 private:
  int rank_ = 0, world_ = 1;
};

// Throws RuntimeError "MPI_Allreduce failed: <MPI's error string>" when rc is not MPI_SUCCESS.
void mpi_check(int rc, const char* what);

}  // namespace dp
