// The fake process group: threads meeting at a generation barrier (see fake_group.h).
#include "dist/fake_group.h"

#include <algorithm>
#include <cstring>
#include <exception>
#include <string>
#include <thread>

#include "core/error.h"

namespace dp {

FakeWorld::FakeWorld(int world) : world_(world), slots_(static_cast<std::size_t>(world), nullptr) {}

void FakeWorld::arrive(int rank) {
  std::unique_lock lock(mu_);
  const std::uint64_t gen = generation_;
  // A rank that left never arrives: this collective cannot complete (ranks released by the last
  // completed one see their generation move on and go on, whatever a peer does after it).
  const auto stranded = [&] {
    return Error(ErrorType::RuntimeError, "fake process group: rank " + std::to_string(left_rank_) +
                                              (left_threw_ ? " threw" : " returned") + " while rank " +
                                              std::to_string(rank) + " waited in a collective");
  };
  if (left_rank_ >= 0) throw stranded();
  if (++arrived_ == world_) {
    arrived_ = 0;
    ++generation_;
    cv_.notify_all();
    return;
  }
  cv_.wait(lock, [&] { return generation_ != gen || left_rank_ >= 0; });
  if (generation_ == gen) throw stranded();
}

void FakeWorld::leave(int rank, bool threw) {
  std::lock_guard lock(mu_);
  if (left_rank_ < 0) {
    left_rank_ = rank;
    left_threw_ = threw;
  }
  cv_.notify_all();
}

void FakeWorld::collective(int rank, void* slot, const std::function<void(const std::vector<void*>&)>& body) {
  {
    std::lock_guard lock(mu_);
    slots_[static_cast<std::size_t>(rank)] = slot;
  }
  arrive(rank);  // every slot is set
  std::vector<void*> slots;
  {
    std::lock_guard lock(mu_);
    slots = slots_;
  }
  std::exception_ptr failed;
  try {
    body(slots);  // reads only: every rank reads every slot here
  } catch (...) {
    failed = std::current_exception();  // rethrown once the others have read this rank's slot
  }
  arrive(rank);  // nobody writes its slot until all have read
  if (failed) std::rethrow_exception(failed);
}

void FakeGroup::broadcast(void* data, std::size_t bytes, int root) {
  std::vector<char> copy(bytes);
  world_.collective(rank_, data, [&](const std::vector<void*>& s) {
    std::memcpy(copy.data(), s[static_cast<std::size_t>(root)], bytes);
  });
  if (rank_ != root && bytes > 0) std::memcpy(data, copy.data(), bytes);
}

void FakeGroup::all_reduce_sum(float* data, std::size_t elems) {
  std::vector<float> sum(elems, 0.0f);
  world_.collective(rank_, data, [&](const std::vector<void*>& s) {
    for (void* p : s) {  // rank order: the same bits on every rank
      const float* x = static_cast<const float*>(p);
      for (std::size_t i = 0; i < elems; ++i) sum[i] += x[i];
    }
  });
  if (elems > 0) std::memcpy(data, sum.data(), elems * sizeof(float));
}

namespace {
class DoneWork final : public Work {
 public:
  bool test() override { return true; }
  void wait() override {}
};
}  // namespace

std::unique_ptr<Work> FakeGroup::start_all_reduce_sum(float* data, std::size_t elems) {
  all_reduce_sum(data, elems);
  return std::make_unique<DoneWork>();
}

void FakeGroup::all_reduce_min_max(std::uint64_t& min, std::uint64_t& max) {
  std::uint64_t mine[2] = {min, max};
  std::uint64_t out[2] = {min, max};
  world_.collective(rank_, mine, [&](const std::vector<void*>& s) {
    for (void* p : s) {
      const auto* v = static_cast<const std::uint64_t*>(p);
      out[0] = std::min(out[0], v[0]);
      out[1] = std::max(out[1], v[1]);
    }
  });
  min = out[0];
  max = out[1];
}

void FakeGroup::barrier() {
  world_.collective(rank_, nullptr, [](const std::vector<void*>&) {});
}

std::vector<std::string> FakeGroup::gather(const std::string& mine) {
  std::vector<std::string> all;
  world_.collective(rank_, const_cast<std::string*>(&mine), [&](const std::vector<void*>& s) {
    if (rank_ != 0) return;
    for (void* p : s) all.push_back(*static_cast<const std::string*>(p));
  });
  return all;
}

void run_fake_world(int world, const std::function<void(ProcessGroup&)>& body) {
  FakeWorld shared(world);
  std::mutex mu;
  std::exception_ptr first;  // in the order thrown: the cause comes before the peers it stranded
  std::vector<std::thread> threads;
  for (int r = 0; r < world; ++r) {
    threads.emplace_back([&, r] {
      FakeGroup group(shared, r);
      bool threw = false;
      try {
        body(group);
      } catch (...) {
        threw = true;
        std::lock_guard lock(mu);
        if (!first) first = std::current_exception();
      }
      shared.leave(r, threw);  // after recording: the peers it releases throw later
    });
  }
  for (auto& t : threads) t.join();
  if (first) std::rethrow_exception(first);
}

}  // namespace dp
