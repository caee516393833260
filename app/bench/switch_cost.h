// What one thread context switch costs on this machine, now: two threads hand a turn back and forth
// through a futex on the machine's cores (unpinned, as the pool's threads are), each handoff putting
// one thread to sleep and waking the other.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>

#include "bench_engine.h"
#include "switch_floor.h"

namespace bench {

// Context switches this process has made so far, all threads (getrusage: voluntary + involuntary).
std::int64_t process_switches();

struct SwitchCost {
  double ns_per_switch = 0;        // median over batches of (batch time / switches it counted)
  double switches_per_handoff = 0;  // getrusage's count over the handoffs: 1 when each sleeps
};

SwitchCost measure_switch_cost();

// Prints and records, for the figure `name` (e.g. "step" for step_overhead_us_k8): the switches a
// step made (getrusage over its steps) and needed (TaskGroup's counters), the floor those needed
// switches cost at this run's switch cost, and the overhead over that floor:
// NAME_switches_kK, NAME_switches_needed_kK, NAME_switch_floor_us_kK, NAME_overhead_floor_ratio_kK.
struct StepSwitches {
  double made = 0, needed = 0;
};
void report_floor(std::ostream& out, Figures& figures, const std::string& name, int k, double overhead_us,
                  const StepSwitches& switches, const SwitchCost& cost);

}  // namespace bench
