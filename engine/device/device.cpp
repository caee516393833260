// Device memory accounting shared by every backend.
#include "device/device.h"

#include <chrono>
#include <ctime>

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
std::atomic<std::uint64_t> g_thread_cpu_reads{0};
}  // namespace

std::uint64_t thread_cpu_reads() { return g_thread_cpu_reads.load(std::memory_order_relaxed); }

std::int64_t thread_cpu_ns() {
  g_thread_cpu_reads.fetch_add(1, std::memory_order_relaxed);
  timespec t{};
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) != 0) return 0;
  return std::int64_t(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
}

}  // namespace dp
