// dpviz-bench: each GEMM library's one-thread sgemm throughput on this machine, side by side.
#pragma once

#include <iosfwd>

#include "bench_engine.h"

namespace bench {

// sgemm 256×1024×1024 (Linear(1024, 1024) on a batch of 256, y = x·wᵀ) on one thread, per library
// built in: gemm_gflops_1t_openblas, gemm_gflops_1t_onednn, gemm_gflops_1t_portable. Leaves the chosen library as it found it.
void gemm_libraries(std::ostream& out, Figures& figures);

}  // namespace bench
