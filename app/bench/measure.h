// Timing for dpviz-bench: warm-ups, then the median of repeated runs on the steady clock, and a
// global allocation counters (operator new and malloc are replaced in alloc_counter.cpp).
#pragma once

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#include "run/scaling.h"

namespace bench {

using dp::now_ns;     // the engine's steady clock
using dp::median_ns;  // warm-ups, then the median of repeated runs (engine/scaling.h)

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
