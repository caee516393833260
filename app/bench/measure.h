// Timing for dpviz-bench: warm-ups, then the median of repeated runs on the steady clock, and a
// global allocation counters (operator new and malloc are replaced in alloc_counter.cpp).
#pragma once

#include <cstdint>
#include <vector>

#include "run/scaling.h"

namespace bench {

using dp::now_ns;     // the engine's steady clock
using dp::median_ns;  // warm-ups, then the median of repeated runs (engine/scaling.h)

// operator new calls made by any thread since the program started.
std::uint64_t allocations();
// Every malloc-family call since the program started, by any thread and any library (operator new's
// included), or -1 where it cannot be counted (sanitizer builds own malloc).
std::int64_t heap_blocks();

}  // namespace bench
