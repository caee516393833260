// OpenBLAS calls and the thread-count leases. With 1 thread, sgemm runs in the calling worker.
#include "device/blas.h"

#include <cblas.h>

#include <algorithm>
#include <mutex>
#include <thread>
#include <vector>

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

namespace {

// C [rows, cols] = 0 unless accumulating: a product over an empty inner dim.
void zero_unless(bool accumulate, float* c, std::int64_t rows, std::int64_t cols) {
  if (!accumulate) std::fill(c, c + rows * cols, 0.0f);
}

}  // namespace

void sgemm_dyt_x(std::int64_t m, std::int64_t n, std::int64_t k, const float* dy, const float* x,
                 float* dw, bool accumulate) {
  if (n == 0 || k == 0) return;
  if (m == 0) return zero_unless(accumulate, dw, n, k);
  cblas_sgemm(CblasRowMajor, CblasTrans, CblasNoTrans, static_cast<blasint>(n), static_cast<blasint>(k),
              static_cast<blasint>(m), 1.0f, dy, static_cast<blasint>(n), x, static_cast<blasint>(k),
              accumulate ? 1.0f : 0.0f, dw, static_cast<blasint>(k));
}

void sgemm_dy_w(std::int64_t m, std::int64_t n, std::int64_t k, const float* dy, const float* w,
                float* dx, bool accumulate) {
  if (m == 0 || k == 0) return;
  if (n == 0) return zero_unless(accumulate, dx, m, k);
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, static_cast<blasint>(m), static_cast<blasint>(k),
              static_cast<blasint>(n), 1.0f, dy, static_cast<blasint>(n), w, static_cast<blasint>(k),
              accumulate ? 1.0f : 0.0f, dx, static_cast<blasint>(k));
}

namespace {

int all_cores() { return static_cast<int>(std::max(1u, std::thread::hardware_concurrency())); }

// The live leases, oldest first; the last one sets OpenBLAS's count.
struct Leases {
  std::mutex mutex;
  std::vector<const BlasThreads*> live;
  int applied = 0;

  void apply_locked() {
    const int want = live.empty() ? all_cores() : live.back()->threads();
    if (want != applied) {
      openblas_set_num_threads(want);
      applied = want;
    }
  }
};

Leases& leases() {
  static Leases l;
  return l;
}

}  // namespace

BlasThreads::BlasThreads(int devices) : threads_(devices == 1 ? all_cores() : 1) {
  Leases& l = leases();
  std::lock_guard lock(l.mutex);
  l.live.push_back(this);
  l.apply_locked();
}

BlasThreads::~BlasThreads() {
  Leases& l = leases();
  std::lock_guard lock(l.mutex);
  l.live.erase(std::find(l.live.begin(), l.live.end(), this));
  l.apply_locked();
}

int BlasThreads::current() { return openblas_get_num_threads(); }

void blas_set_threads(int threads) {
  Leases& l = leases();
  std::lock_guard lock(l.mutex);
  openblas_set_num_threads(threads);
  l.applied = threads;
}

}  // namespace dp
