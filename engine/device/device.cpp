// Device memory accounting shared by every backend.
#include "device/device.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <ctime>
#include <mutex>
#include <vector>

#include "core/error.h"

namespace dp {

std::string DeviceInfo::torch_name() const {
  return is_host() ? std::string("cpu") : "cuda:" + std::to_string(index);
}

void* Device::allocate(std::size_t bytes) {
  const std::uint64_t before = in_use_bytes_.fetch_add(bytes, std::memory_order_relaxed);
  const std::uint64_t after = before + bytes;
  if (info_.total_memory_bytes != 0 && after > info_.total_memory_bytes) {
    in_use_bytes_.fetch_sub(bytes, std::memory_order_relaxed);
    throw Error(ErrorType::OutOfMemoryError,
                "out of memory on " + info_.torch_name() + " (" + info_.label + "): tried to allocate " +
                    std::to_string(bytes) + " bytes with " + std::to_string(before) + " of " +
                    std::to_string(info_.total_memory_bytes) + " bytes in use");
  }
  void* ptr = nullptr;
  try {
    ptr = raw_allocate(bytes);
  } catch (...) {
    in_use_bytes_.fetch_sub(bytes, std::memory_order_relaxed);
    throw;
  }
  std::uint64_t peak = peak_bytes_.load(std::memory_order_relaxed);
  while (after > peak && !peak_bytes_.compare_exchange_weak(peak, after, std::memory_order_relaxed)) {
  }
  return ptr;
}

void Device::deallocate(void* ptr, std::size_t bytes) noexcept {
  raw_deallocate(ptr);
  in_use_bytes_.fetch_sub(bytes, std::memory_order_relaxed);
}

MemoryStats Device::memory() const {
  return {in_use_bytes_.load(std::memory_order_relaxed), peak_bytes_.load(std::memory_order_relaxed),
          info_.total_memory_bytes};
}

void Device::reset_peak() { peak_bytes_.store(in_use_bytes_.load(std::memory_order_relaxed)); }

std::int64_t now_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

namespace {
// thread_cpu_ns() runs on every worker at every phase boundary of a traced step, so its read count
// is kept per thread (each thread writes only its own cache line) and summed only when asked.
struct ReadCounters {
  std::mutex mu;
  std::vector<const std::atomic<std::uint64_t>*> live;  // one per thread that has read its clock
  std::uint64_t retired = 0;                            // reads by threads that have ended
};
ReadCounters& read_counters() {
  static ReadCounters* c = new ReadCounters;  // never destroyed: threads may end after main()
  return *c;
}
struct alignas(64) ThreadReads {
  std::atomic<std::uint64_t> n{0};
  ThreadReads() {
    std::lock_guard<std::mutex> lock(read_counters().mu);
    read_counters().live.push_back(&n);
  }
  ~ThreadReads() {
    ReadCounters& c = read_counters();
    std::lock_guard<std::mutex> lock(c.mu);
    c.retired += n.load(std::memory_order_relaxed);
    c.live.erase(std::find(c.live.begin(), c.live.end(), &n));
  }
};
thread_local ThreadReads t_reads;
}  // namespace

std::uint64_t thread_cpu_reads() {
  ReadCounters& c = read_counters();
  std::lock_guard<std::mutex> lock(c.mu);
  std::uint64_t sum = c.retired;
  for (const auto* n : c.live) sum += n->load(std::memory_order_relaxed);
  return sum;
}

std::int64_t thread_cpu_ns() {
  // Only this thread writes its counter: a plain load and store, no locked instruction.
  t_reads.n.store(t_reads.n.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
  timespec t{};
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) != 0) return 0;
  return std::int64_t(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
}

}  // namespace dp
