// The engine's single entry to OpenBLAS: y = x · wᵀ (+ y) for Linear, and thread-count control.
#pragma once

#include <cstdint>

namespace dp {

// Row-major: x [m, k], w [n, k], y [m, n]. With accumulate, y += x·wᵀ; else y = x·wᵀ.
void sgemm_xwt(std::int64_t m, std::int64_t n, std::int64_t k, const float* x, const float* w,
               float* y, bool accumulate);

// Simulated devices each run BLAS in their own worker: one BLAS thread per caller, except a
// lone device, which gets every core (it is the whole machine). Returns the thread count set.
int blas_threads_for_devices(int devices);
// For references that should use the whole machine (benchmarks): all cores.
void blas_set_threads(int threads);

}  // namespace dp
