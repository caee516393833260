// OpenBLAS calls. OpenBLAS's thread count is process-wide in 0.3.21 (Debian 12), so it is set
// once when simulated devices are created; with 1 thread, sgemm runs in the calling worker.
#include "device/blas.h"

#include <cblas.h>

#include <algorithm>
#include <thread>

namespace dp {

void sgemm_xwt(std::int64_t m, std::int64_t n, std::int64_t k, const float* x, const float* w,
               float* y, bool accumulate) {
  if (m == 0 || n == 0) return;
  if (k == 0) {
    if (!accumulate) {
      for (std::int64_t i = 0; i < m * n; ++i) y[i] = 0.0f;
    }
    return;
  }
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, static_cast<blasint>(m),
              static_cast<blasint>(n), static_cast<blasint>(k), 1.0f, x, static_cast<blasint>(k), w,
              static_cast<blasint>(k), accumulate ? 1.0f : 0.0f, y, static_cast<blasint>(n));
}

int blas_threads_for_devices(int devices) {
  const int threads = devices == 1 ? std::max(1u, std::thread::hardware_concurrency()) : 1;
  openblas_set_num_threads(threads);
  return threads;
}

void blas_set_threads(int threads) { openblas_set_num_threads(threads); }

}  // namespace dp
