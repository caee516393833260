// The engine's single entry to its GEMM library (OpenBLAS or oneDNN, gemm_library.h): Linear's three
// products (y = x·wᵀ, dw = dyᵀ·x, dx = dy·w) and their thread count.
// OpenBLAS's thread count is process-wide (0.3.21, Debian 12), so the engine owns it: every pool
// of simulated GPUs holds a BlasThreads lease, and the count always follows the newest live pool.
#pragma once

#include <cstdint>

#include "device/gemm_library.h"

namespace dp {

// Row-major: x [m, k], w [n, k], y [m, n]. With accumulate, y += x·wᵀ; else y = x·wᵀ.
void sgemm_xwt(std::int64_t m, std::int64_t n, std::int64_t k, const float* x, const float* w,
               float* y, bool accumulate);
// Linear's backward, same shapes: dw [n, k] (+)= dyᵀ·x and dx [m, k] (+)= dy·w for dy [m, n].
void sgemm_dyt_x(std::int64_t m, std::int64_t n, std::int64_t k, const float* dy, const float* x,
                 float* dw, bool accumulate);
void sgemm_dy_w(std::int64_t m, std::int64_t n, std::int64_t k, const float* dy, const float* w,
                float* dx, bool accumulate);

// Simulated devices each run BLAS in their own worker: one BLAS thread per caller, except a lone
// device, which gets every core (it is the whole machine). While a lease lives, OpenBLAS uses its
// count (the newest live lease wins); when it ends, the count of the newest lease still alive
// comes back (every core when none is). oneDNN (OpenMP) takes the same count, set in each calling
// thread before its product. Thread-safe.
class BlasThreads {
 public:
  explicit BlasThreads(int devices);
  ~BlasThreads();
  BlasThreads(const BlasThreads&) = delete;
  BlasThreads& operator=(const BlasThreads&) = delete;

  int threads() const { return threads_; }
  // What OpenBLAS is set to now.
  static int current();

 private:
  int threads_;
};

// For references that should use the whole machine (benchmarks): all cores, outside any lease.
void blas_set_threads(int threads);

}  // namespace dp
