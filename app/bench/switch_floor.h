// The physical floor of a step's overhead on this machine: the context switches the pool's scheme
// needs for a step, times what one context switch costs here (measured in the same run). Pure
// arithmetic, tested in tests/app/test_bench_floor.cpp; the measuring is in switch_cost.cpp.
#pragma once

#include <cstdint>

namespace bench {

// Context switches a step needs under the pool's scheme, from TaskGroup's counters over `steps`
// steps: every task wakes its device's worker, and every fan-out's caller sleeps and is woken.
inline double switches_needed_per_step(std::uint64_t fanouts, std::uint64_t tasks, int steps) {
  return steps > 0 ? double(fanouts + tasks) / double(steps) : 0;
}

struct SwitchFloor {
  double floor_us = 0;  // switches needed × the cost of one
  double ratio = 0;     // overhead / floor: 1 means the step costs only its switches
};

inline SwitchFloor switch_floor(double overhead_us, double switches_needed, double switch_ns) {
  SwitchFloor f;
  f.floor_us = switches_needed * switch_ns / 1000.0;
  f.ratio = f.floor_us > 0 ? overhead_us / f.floor_us : 0;
  return f;
}

}  // namespace bench
