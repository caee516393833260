// GPU ranks that share a GPU (docs/design.md: NCCL refuses two ranks on one GPU, "Duplicate GPU detected")
// all-reduce through MPI from host memory: this group takes pointers into `device`'s memory, as
// NcclGroup does, copies them to the host, runs the collective in the wrapped group (MpiGroup, or
// FakeGroup in the tests) and copies the result back. Rank, world, barrier and gather pass through.
#pragma once

#include "device/device.h"
#include "dist/process_group.h"

namespace dp {

class HostStagedGroup final : public ProcessGroup {
 public:
  // `inner` and `device` outlive this group.
  HostStagedGroup(ProcessGroup& inner, Device& device) : inner_(inner), device_(device) {}

  int rank() const override { return inner_.rank(); }
  int world() const override { return inner_.world(); }
  GroupBackend backend() const override { return GroupBackend::MpiHost; }
  // `data` is memory of the device.
  void broadcast(void* data, std::size_t bytes, int root) override;
  void all_reduce_sum(float* data, std::size_t elems) override;
  // The copy to the host happens now (after the work already issued to the device); the copy back
  // happens in the Work's wait().
  std::unique_ptr<Work> start_all_reduce_sum(float* data, std::size_t elems) override;
  void all_reduce_min_max(std::uint64_t& min, std::uint64_t& max) override { inner_.all_reduce_min_max(min, max); }
  void barrier() override { inner_.barrier(); }
  std::vector<std::string> gather(const std::string& mine) override { return inner_.gather(mine); }

 private:
  ProcessGroup& inner_;
  Device& device_;
};

}  // namespace dp
