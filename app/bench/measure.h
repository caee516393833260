// Timing for dpviz-bench: warm-ups, then the median of repeated runs on the steady clock, and a
// global allocation counter (operator new is replaced in alloc_counter.cpp).
#pragma once

#include <cstdint>
#include <vector>

#include "run/scaling.h"

namespace bench {

using dp::now_ns;     // the engine's steady clock
using dp::median_ns;  // warm-ups, then the median of repeated runs (engine/scaling.h)

// Heap allocations made by any thread since the program started.
std::uint64_t allocations();

}  // namespace bench
