// Timing for dpviz-bench: warm-ups, then the median of repeated runs on the steady clock, and a
// global allocation counter (operator new is replaced in alloc_counter.cpp).
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <vector>

namespace bench {

inline std::int64_t now_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// Median nanoseconds of `reps` calls of f() after `warmup` calls.
template <typename F>
double median_ns(F&& f, int warmup, int reps) {
  for (int i = 0; i < warmup; ++i) f();
  std::vector<std::int64_t> t(static_cast<std::size_t>(reps));
  for (auto& v : t) {
    const std::int64_t start = now_ns();
    f();
    v = now_ns() - start;
  }
  std::nth_element(t.begin(), t.begin() + reps / 2, t.end());
  return static_cast<double>(t[static_cast<std::size_t>(reps / 2)]);
}

// Heap allocations made by any thread since the program started.
std::uint64_t allocations();

}  // namespace bench
