// Training benchmarks on simulated GPUs, each beside its reference from the same run: a
// DataParallel training step's overhead over a plain one-device step (and its heap allocations),
// and its GEMM throughput over the same step's whole-batch sgemms on all cores.
#pragma once

#include <iosfwd>

#include "bench_engine.h"

namespace bench {

void train_step_overhead(std::ostream& out, Figures& figures);
void train_gemm_efficiency(std::ostream& out, Figures& figures, bool quick);

}  // namespace bench
