// The process group DDP talks through (docs/design.md: dist/): rank, world, broadcast, all-reduce (blocking
// and started), barrier, gather to rank 0. OpenMPI (mpi_group.h) and NCCL do the communication;
// fake_group.h runs W ranks as threads of one process for the sanitizer-covered tests.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace dp {

// How a group all-reduces: MPI from host memory (CPU ranks), NCCL (GPU ranks, one per GPU), or MPI
// through host copies (GPU ranks that share a GPU). Its name is the --events "backend".
enum class GroupBackend { Cpu, Nccl, MpiHost };
inline constexpr std::array<std::string_view, 3> kGroupBackendNames = {"cpu", "nccl", "mpi-host"};
static_assert(kGroupBackendNames.size() == std::size_t(GroupBackend::MpiHost) + 1, "a name per GroupBackend");
constexpr std::string_view group_backend_name(GroupBackend backend) { return kGroupBackendNames[std::size_t(backend)]; }

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
  virtual GroupBackend backend() const = 0;

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
