// OpenBLAS, oneDNN or portable-kernel calls and the thread-count leases. With 1 thread, sgemm runs
// in the calling worker. A build without OpenBLAS (the browser's) has the portable kernel alone.
#include "device/blas.h"

#if DPVIZ_HAVE_OPENBLAS
#include <cblas.h>
#endif
#if DPVIZ_HAVE_ONEDNN
#include <dnnl.h>
// libgomp's, declared here: no -fopenmp and no omp.h needed (clang's builds may lack it).
extern "C" int omp_get_max_threads(void);
extern "C" void omp_set_num_threads(int);
#endif

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "core/error.h"
#include "device/portable_gemm.h"

namespace dp {
namespace {

#if DPVIZ_HAVE_ONEDNN
constexpr std::int64_t kOneDnnMinRows = 16;

// dnnl_sgemm, not matmul primitives: measured here (one thread, 256x1024x1024), the primitive chose
// brgemm at 114 GFLOP/s against sgemm's 135, made 6 heap allocations per execution against sgemm's
// one (its packing buffer), and fusing bias and ReLU would save at most the 3 % of a step they take.
// A failed product (only bad arguments can fail it) must not leave C silently unwritten.
void check_onednn(dnnl_status_t status) {
  if (status != dnnl_success) {
    throw Error(ErrorType::RuntimeError, "oneDNN sgemm failed (status " + std::to_string(int(status)) + ")");
  }
}
#endif

#if DPVIZ_HAVE_ONEDNN
// dnnl_sgemm takes its packing buffer with posix_memalign and frees it in every call (2.1 MiB for a
// 1024x1024x1024 product). glibc's posix_memalign hands back the bytes it trims off both ends of the
// block it carves; while the calling thread's cache of small blocks (glibc's tcache: 7 a size, up to
// 1 KiB) has room, those trimmings go there, count as in use, and keep the freed buffer from merging
// with its neighbours. The next call asks for slightly more than the freed block holds, so it carves
// fresh heap instead: ~550 page faults and ~9 ms of CPU time more per 1024^3 product, in each of a
// thread's first ~9 products, or again after the thread's own small allocations made room (measured
// per product with getrusage(RUSAGE_THREAD); GLIBC_TUNABLES=glibc.malloc.tcache_count=0 removes it
// too). Topping the cache up before a large product (a malloc and free of 7 blocks of each cached
// size: ~10 µs, under 1 % of such a product) sends the trimmings to glibc's ordinary bins, where they
// merge: from a thread's third large product on, the buffer's pages are reused.
constexpr std::int64_t kTopUpProduct = std::int64_t(1) << 27;  // m·n·k: ~1 ms on one core

void top_up_small_block_cache() {
  constexpr std::size_t kPerSize = 7, kLargest = 1032, kStep = 16;
  // Through a volatile pointer: the compiler may not drop a malloc whose block is only freed.
  void* (*volatile allocate)(std::size_t) = std::malloc;
  void* blocks[kPerSize];
  for (std::size_t size = 8; size <= kLargest; size += kStep) {
    for (void*& b : blocks) b = allocate(size);
    for (void* b : blocks) std::free(b);
  }
}
#endif

// The leased thread count; oneDNN reads it per call (its OpenMP count belongs to each thread).
std::atomic<int> g_threads{0};

// Row-major C [m, n] = op(A)·op(B) (+ C when accumulating), in the chosen library.
void sgemm(bool trans_a, bool trans_b, std::int64_t m, std::int64_t n, std::int64_t k, const float* a,
           std::int64_t lda, const float* b, std::int64_t ldb, bool accumulate, float* c, std::int64_t ldc) {
  if (gemm_library() == GemmLibrary::Portable) {
    portable_sgemm(trans_a, trans_b, m, n, k, a, lda, b, ldb, accumulate, c, ldc);
    return;
  }
  [[maybe_unused]] const float beta = accumulate ? 1.0f : 0.0f;
#if DPVIZ_HAVE_ONEDNN
  if (gemm_library() == GemmLibrary::OneDnn) {
    if (m * n * k >= kTopUpProduct) top_up_small_block_cache();
    // OpenMP's thread count is the calling thread's own setting: a simulated GPU's or rank's worker
    // sets 1 once, a lone device's thread every core, whatever the other threads use.
    const int want = g_threads.load(std::memory_order_relaxed);
    if (want > 0 && omp_get_max_threads() != want) omp_set_num_threads(want);
    if (!trans_a && m < kOneDnnMinRows) {
      // oneDNN 2.6 sums fewer than 16 rows in another order than 16 or more (measured: every M in
      // 1..15 differs from its rows in a taller product, M ≥ 16 does not, for the small layers the
      // tests check), so a replica's few rows would not match the full batch's bit for bit as
      // OpenBLAS's do (R9.4). Padded to 16 rows in this thread's scratch: grown once, then reused.
      thread_local std::vector<float> a_pad, c_pad;
      const std::size_t a_size = std::size_t(kOneDnnMinRows * k), c_size = std::size_t(kOneDnnMinRows * n);
      if (a_pad.size() < a_size) a_pad.resize(a_size);
      if (c_pad.size() < c_size) c_pad.resize(c_size);
      std::fill(a_pad.begin() + m * k, a_pad.begin() + std::ptrdiff_t(a_size), 0.0f);
      for (std::int64_t r = 0; r < m; ++r) {
        std::copy(a + r * lda, a + r * lda + k, a_pad.data() + r * k);
        if (accumulate) std::copy(c + r * ldc, c + r * ldc + n, c_pad.data() + r * n);
      }
      check_onednn(dnnl_sgemm('N', trans_b ? 'T' : 'N', kOneDnnMinRows, n, k, 1.0f, a_pad.data(), k, b, ldb, beta,
                              c_pad.data(), n));
      for (std::int64_t r = 0; r < m; ++r) std::copy(c_pad.data() + r * n, c_pad.data() + (r + 1) * n, c + r * ldc);
      return;
    }
    check_onednn(dnnl_sgemm(trans_a ? 'T' : 'N', trans_b ? 'T' : 'N', m, n, k, 1.0f, a, lda, b, ldb, beta, c, ldc));
    return;
  }
#endif
#if DPVIZ_HAVE_OPENBLAS
  cblas_sgemm(CblasRowMajor, trans_a ? CblasTrans : CblasNoTrans, trans_b ? CblasTrans : CblasNoTrans,
              static_cast<blasint>(m), static_cast<blasint>(n), static_cast<blasint>(k), 1.0f, a,
              static_cast<blasint>(lda), b, static_cast<blasint>(ldb), beta, c, static_cast<blasint>(ldc));
#else
  portable_sgemm(trans_a, trans_b, m, n, k, a, lda, b, ldb, accumulate, c, ldc);  // unreachable: only Portable is built
#endif
}

}  // namespace

void sgemm_xwt(std::int64_t m, std::int64_t n, std::int64_t k, const float* x, const float* w,
               float* y, bool accumulate) {
  if (m == 0 || n == 0) return;
  if (k == 0) {
    if (!accumulate) {
      for (std::int64_t i = 0; i < m * n; ++i) y[i] = 0.0f;
    }
    return;
  }
  sgemm(false, true, m, n, k, x, k, w, k, accumulate, y, n);
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
  sgemm(true, false, n, k, m, dy, n, x, k, accumulate, dw, k);
}

void sgemm_dy_w(std::int64_t m, std::int64_t n, std::int64_t k, const float* dy, const float* w,
                float* dx, bool accumulate) {
  if (m == 0 || k == 0) return;
  if (n == 0) return zero_unless(accumulate, dx, m, k);
  sgemm(false, false, m, k, n, dy, n, w, k, accumulate, dx, k);
}

namespace {

void set_openblas_threads([[maybe_unused]] int threads) {
#if DPVIZ_HAVE_OPENBLAS
  openblas_set_num_threads(threads);
#endif
}

int all_cores() { return static_cast<int>(std::max(1u, std::thread::hardware_concurrency())); }

// The live leases, oldest first; the last one sets OpenBLAS's count.
struct Leases {
  std::mutex mutex;
  std::vector<const BlasThreads*> live;
  int applied = 0;

  void apply_locked() {
    const int want = live.empty() ? all_cores() : live.back()->threads();
    if (want != applied) {
      set_openblas_threads(want);
      applied = want;
      g_threads.store(want, std::memory_order_relaxed);
    }
  }
};

// Never destroyed: a pool held by another static (the browser edition's session, say) ends after
// every function-local static made before it, and its lease still lets go here then.
Leases& leases() {
  static Leases* l = new Leases;
  return *l;
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

int BlasThreads::current() {
#if DPVIZ_HAVE_OPENBLAS
  return openblas_get_num_threads();
#else
  return g_threads.load(std::memory_order_relaxed);
#endif
}

void blas_set_threads(int threads) {
  Leases& l = leases();
  std::lock_guard lock(l.mutex);
  set_openblas_threads(threads);
  l.applied = threads;
  g_threads.store(threads, std::memory_order_relaxed);
}

}  // namespace dp
