// A process group of W threads in one process (DESIGN: the reducer and buckets tested in-process,
// so asan/tsan cover them). Collectives meet at a generation barrier; the sum is taken in rank
// order by every rank from the same inputs, so all ranks get the same bits, as with MPI.
#pragma once

#include <condition_variable>
#include <functional>
#include <mutex>

#include "dist/process_group.h"

namespace dp {

// What the W ranks share. Every rank must call the same collectives in the same order.
class FakeWorld {
 public:
  explicit FakeWorld(int world);
  int world() const { return world_; }
  // Rank r deposits `slot`, waits for all, runs `body` (with every slot visible), waits again.
  void collective(int rank, void* slot, const std::function<void(const std::vector<void*>&)>& body);

 private:
  void arrive();
  int world_;
  std::mutex mu_;
  std::condition_variable cv_;
  int arrived_ = 0;
  std::uint64_t generation_ = 0;
  std::vector<void*> slots_;
};

class FakeGroup final : public ProcessGroup {
 public:
  FakeGroup(FakeWorld& world, int rank) : world_(world), rank_(rank) {}
  int rank() const override { return rank_; }
  int world() const override { return world_.world(); }
  GroupBackend backend() const override { return GroupBackend::Cpu; }
  void broadcast(void* data, std::size_t bytes, int root) override;
  void all_reduce_sum(float* data, std::size_t elems) override;
  // Done at once (a valid schedule: every rank starts its collectives in the same order).
  std::unique_ptr<Work> start_all_reduce_sum(float* data, std::size_t elems) override;
  void all_reduce_min_max(std::uint64_t& min, std::uint64_t& max) override;
  void barrier() override;
  std::vector<std::string> gather(const std::string& mine) override;

 private:
  FakeWorld& world_;
  int rank_;
};

// Runs body(group) on W threads, one per rank; rethrows the first exception after all joined.
// A rank that throws never strands the others only if every rank throws at the same collective,
// so tests keep failures symmetric.
void run_fake_world(int world, const std::function<void(ProcessGroup&)>& body);

}  // namespace dp
