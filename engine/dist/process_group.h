// The process group DDP talks through (DESIGN: dist/): rank, world, broadcast, all-reduce (blocking
// and started), barrier, gather to rank 0. OpenMPI (mpi_group.h) and NCCL do the communication;
// fake_group.h runs W ranks as threads of one process for the sanitizer-covered tests.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace dp {

// A started collective. Complete once wait() returns; test() lets the library make progress
// (MPI only advances a non-blocking collective inside MPI calls) and says whether it is done.
class Work {
 public:
  virtual ~Work() = default;
  virtual bool test() = 0;
  virtual void wait() = 0;
};

class ProcessGroup {
 public:
  virtual ~ProcessGroup() = default;
  virtual int rank() const = 0;
  virtual int world() const = 0;
  // "cpu" (MPI from host memory), "nccl" or "mpi-host" (GPU ranks sharing a GPU): the --events name.
  virtual std::string backend() const = 0;

  virtual void broadcast(void* data, std::size_t bytes, int root) = 0;
  // In place, element-wise sum over ranks; every rank ends with the same bits.
  virtual void all_reduce_sum(float* data, std::size_t elems) = 0;
  virtual std::unique_ptr<Work> start_all_reduce_sum(float* data, std::size_t elems) = 0;
  virtual void all_reduce_min_max(std::uint64_t& min, std::uint64_t& max) = 0;  // in place
  virtual void barrier() = 0;
  // Rank 0 gets every rank's string in rank order; the others get {}.
  virtual std::vector<std::string> gather(const std::string& mine) = 0;
};

}  // namespace dp
