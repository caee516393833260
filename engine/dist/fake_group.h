// A process group of W threads in one process (docs/design.md: the reducer and buckets tested in-process,
// so asan/tsan cover them). Collectives meet at a generation barrier; the sum is taken in rank
// order by every rank from the same inputs, so all ranks get the same bits, as with MPI. A rank
// that leaves early (it threw, or a failed test check returned) releases the others with an error.
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
  // Throws dp::Error when another rank has left: that collective can never complete.
  void collective(int rank, void* slot, const std::function<void(const std::vector<void*>&)>& body);
  // Rank r runs no more collectives (its body returned or threw). Ranks waiting in a collective,
  // or arriving at one later, throw instead of waiting forever for it.
  void leave(int rank, bool threw);

 private:
  void arrive(int rank);
  int world_;
  std::mutex mu_;
  std::condition_variable cv_;
  int arrived_ = 0;
  std::uint64_t generation_ = 0;
  std::vector<void*> slots_;
  int left_rank_ = -1;  // the first rank that left, -1 while all are in
  bool left_threw_ = false;
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

// Runs body(group) on W threads, one per rank; after all joined, rethrows the first exception
// thrown (the cause, not the peers' "rank r left" that it set off). A rank that throws or returns
// while the others still run collectives never strands them: they throw too (FakeWorld::leave).
void run_fake_world(int world, const std::function<void(ProcessGroup&)>& body);

}  // namespace dp
