// The engine's single entry to OpenBLAS: y = x · wᵀ (+ y) for Linear, and thread-count control.
#pragma once

#include <cstdint>

namespace dp {

// Row-major: x [m, k], w [n, k], y [m, n]. With accumulate, y += x·wᵀ; else y = x·wᵀ.
void sgemm_xwt(std::int64_t m, std::int64_t n, std::int64_t k, const float* x, const float* w,
               float* y, bool accumulate);

// Simulated devices each run BLAS in their own worker: one BLAS thread per caller.
void blas_use_one_thread_per_caller();
// For references that should use the whole machine (benchmarks): all cores.
void blas_set_threads(int threads);

}  // namespace dp
