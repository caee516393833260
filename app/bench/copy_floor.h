// What a DataParallel step must do besides its products, as the engine counts it: the bytes its
// copy phases move (scatter, replicate, gather; in training also the output gradient's scatter and
// the other replicas' gradients brought to device 0 for their sum). A step can run no faster than
// its products on every core plus these bytes moved by the pool's own threads, so the bench also
// reports the step against that limit; and a step's overhead can be no less than its fan-outs to
// the pool's workers, each timed with an empty task. Pure arithmetic, tested in tests/app/test_bench_floor.cpp; the measuring is in
// copy_floor_measure.cpp.
#pragma once

#include <cstdint>
#include <vector>

#include "trace/trace.h"

namespace bench {

// The bytes one step's copy phases moved, summed over the events of that step.
inline std::uint64_t copied_bytes(const std::vector<dp::Event>& events) {
  std::uint64_t bytes = 0;
  for (const dp::Event& e : events) {
    switch (e.phase) {
      case dp::Phase::Scatter:
      case dp::Phase::Replicate:
      case dp::Phase::Gather:
      case dp::Phase::GradScatter:
        bytes += e.bytes;
        break;
      case dp::Phase::Reduce:  // replica 0's gradients are the sum's own, on its device (R10.3)
        if (e.replica != 0) bytes += e.bytes;
        break;
      default:
        break;
    }
  }
  return bytes;
}

// The step against the limit: (the products alone on all cores + the copies alone on the pool's
// threads) / the step. 1 means the step costs only what it must do; 0 when the step was not timed.
inline double limit_ratio(double products_ns, double copies_ns, double step_ns) {
  return step_ns > 0 ? (products_ns + copies_ns) / step_ns : 0;
}

// The step's overhead less its fan-outs at the cost of an empty one (µs): the replicas' own work
// and the switches it adds.
inline double overhead_beyond_fanouts_us(double overhead_us, double fanouts_per_step, double fanout_ns) {
  return overhead_us - fanouts_per_step * fanout_ns / 1000.0;
}

}  // namespace bench
