// Timing for dpviz-bench: warm-ups, then the median of repeated runs on the steady clock, the
// tables' number format, random inputs, and the global allocation counters (operator new and
// malloc are replaced in alloc_counter.cpp).
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "core/random.h"
#include "device/tensor.h"
#include "run/scaling.h"

namespace bench {

using dp::now_ns;     // the engine's steady clock
using dp::median_ns;  // warm-ups, then the median of repeated runs (engine/scaling.h)

// One number in a printf format ("%.2f"), for the bench's tables.
inline std::string fmt(const char* format, double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, format, v);
  return buf;
}

// A tensor of normal random numbers on `device`, the same for the same seed.
inline dp::Tensor randn(const dp::Shape& s, dp::Device& device, std::uint64_t seed) {
  dp::Rng rng(seed);
  std::vector<float> v(static_cast<std::size_t>(s.numel()));
  for (float& x : v) x = rng.normal();
  return dp::Tensor::from_host(s, v.data(), device);
}

// The median of the values (the upper one of an even count); 0 for none.
inline double median_of(std::vector<double> values) {
  if (values.empty()) return 0;
  const auto mid = values.begin() + std::ptrdiff_t(values.size() / 2);
  std::nth_element(values.begin(), mid, values.end());
  return *mid;
}

// A figure against its reference where the machine's load moves both: warm-ups of each, then reps
// pairs, the reference and the measured run back to back in every pair (alternating which goes
// first), and the median of the pairs' time ratios (reference time / measured time: above 1 when the
// measured run is faster). Load that comes and goes between pairs moves both runs of a pair alike.
template <class Ref, class F>
double paired_ratio(Ref&& reference, F&& measured, int warmup, int reps) {
  for (int i = 0; i < warmup; ++i) {
    reference();
    measured();
  }
  std::vector<double> ratios(static_cast<std::size_t>(reps));
  for (int i = 0; i < reps; ++i) {
    std::int64_t ref = 0, run = 0;
    for (int half = 0; half < 2; ++half) {
      const bool ref_now = (half == 0) == (i % 2 == 0);
      const std::int64_t start = now_ns();
      if (ref_now) reference(); else measured();
      (ref_now ? ref : run) = now_ns() - start;
    }
    ratios[static_cast<std::size_t>(i)] = double(ref) / double(std::max<std::int64_t>(run, 1));
  }
  return median_of(std::move(ratios));
}

// The median of times[skip..]: the runs after the warm-ups.
inline double median_after(std::vector<double> times, int skip) {
  times.erase(times.begin(), times.begin() + std::min<std::ptrdiff_t>(skip, std::ptrdiff_t(times.size())));
  return median_of(std::move(times));
}

// operator new calls made by any thread since the program started.
std::uint64_t allocations();
// Every malloc-family call since the program started, by any thread and any library (operator new's
// included), or -1 where it cannot be counted (sanitizer builds own malloc).
std::int64_t heap_blocks();

}  // namespace bench
