// CpuDevice: memcpy, OpenBLAS and plain loops, timed on the host clock.
#include "device/cpu_device.h"

#include <algorithm>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#if defined(__SSE2__)
#include <immintrin.h>
#endif

#include "device/blas.h"
#include "core/dtype.h"
#include "core/error.h"
#include "device/host_memory.h"

namespace dp {
namespace {

// Each mark on the host's steady clock and on the marking thread's CPU clock, with the thread that
// made it: the work between two marks is CPU time only when one thread made both, and only while
// OpenBLAS runs in that thread (one device alone leases every core to OpenBLAS's own threads, whose
// work no clock of this thread sees; it has the machine to itself, so its span is its work).
class HostClock final : public DeviceClock {
 public:
  explicit HostClock(int marks) : marks_(static_cast<std::size_t>(marks)) {}
  void mark(int i) override {
    Mark& m = marks_.at(static_cast<std::size_t>(i));
    if (records_work()) {
      m.cpu_ns = thread_cpu_ns();
      m.thread = std::this_thread::get_id();
      m.own_blas = BlasThreads::current() <= 1;
    }
    m.ns = now_ns();
  }
  std::int64_t ns(int i) const override { return marks_.at(static_cast<std::size_t>(i)).ns; }
  void mark_at(int i, const DeviceClock& from, int j) override {
    const auto* host = dynamic_cast<const HostClock*>(&from);
    if (!host || host->records_work() != records_work()) return mark(i);
    marks_.at(static_cast<std::size_t>(i)) = host->marks_.at(static_cast<std::size_t>(j));
  }
  WorkSpan work(int from, int to) const override {
    const Mark& a = marks_.at(static_cast<std::size_t>(from));
    const Mark& b = marks_.at(static_cast<std::size_t>(to));
    if (!records_work() || a.thread != b.thread || a.thread == std::thread::id() || !a.own_blas || !b.own_blas) return {};
    // A thread cannot run longer than the wall time between its marks; the clamp only absorbs the
    // two clocks being read a few ns apart.
    return {a.cpu_ns, std::clamp<std::int64_t>(b.cpu_ns - a.cpu_ns, 0, std::max<std::int64_t>(b.ns - a.ns, 0))};
  }

 private:
  struct Mark {
    std::int64_t ns = 0;
    std::int64_t cpu_ns = 0;
    std::thread::id thread;
    bool own_blas = true;  // OpenBLAS ran in the marking thread (one BLAS thread)
  };
  std::vector<Mark> marks_;
};

}  // namespace

void CpuDevice::copy_2d(void* dst, std::size_t dst_pitch, const Device& dst_device, const void* src,
                        std::size_t src_pitch, const Device& src_device, std::size_t row_bytes,
                        std::size_t rows) {
  if (row_bytes == 0 || rows == 0) return;
  if (dst_device.info().is_cuda() || src_device.info().is_cuda()) {  // only CUDA reaches its memory
    throw Error(ErrorType::RuntimeError, "a copy with " + (dst_device.info().is_cuda() ? dst_device : src_device).info().torch_name() +
                                             " must be issued on that CUDA device, not on " + info().torch_name());
  }
  auto* d = static_cast<unsigned char*>(dst);
  const auto* s = static_cast<const unsigned char*>(src);
  if (dst_pitch == row_bytes && src_pitch == row_bytes) {
    std::memcpy(d, s, row_bytes * rows);  // every CPU device's memory is host memory
    return;
  }
  for (std::size_t r = 0; r < rows; ++r) std::memcpy(d + r * dst_pitch, s + r * src_pitch, row_bytes);
}

void CpuDevice::fill_zero(void* dst, std::size_t bytes) {
  if (bytes) std::memset(dst, 0, bytes);
}

void CpuDevice::sgemm_xwt(std::int64_t m, std::int64_t n, std::int64_t k, const float* x,
                          const float* w, float* y, bool accumulate) {
  dp::sgemm_xwt(m, n, k, x, w, y, accumulate);
}

void CpuDevice::broadcast_rows(float* y, const float* row, std::int64_t m, std::int64_t n) {
  if (n <= 0) return;
  for (std::int64_t r = 0; r < m; ++r) std::memcpy(y + r * n, row, bytes_of(n));
}

// ReLU and its backward without a branch per element: on activations of either sign a compare and
// jump mispredicts about every other element, and perf put these two loops at 16 % of an MLP
// training step (more than all of BLAS's packing). maxps(0, x) is x < 0 ? 0 : x exactly as
// std::max(x, 0.0f) and torch's relu: NaN stays NaN (maxps returns its second operand when either
// is NaN) and -0.0 stays -0.0 (equal operands: the second).
void CpuDevice::relu(const float* x, float* y, std::int64_t n) {
  std::int64_t i = 0;
#if defined(__SSE2__)
  const __m128 zero = _mm_setzero_ps();
  for (; i + 4 <= n; i += 4) _mm_storeu_ps(y + i, _mm_max_ps(zero, _mm_loadu_ps(x + i)));
#endif
  for (; i < n; ++i) y[i] = std::max(x[i], 0.0f);
}

void CpuDevice::sgemm_dyt_x(std::int64_t m, std::int64_t n, std::int64_t k, const float* dy,
                            const float* x, float* dw, bool accumulate) {
  dp::sgemm_dyt_x(m, n, k, dy, x, dw, accumulate);
}

void CpuDevice::sgemm_dy_w(std::int64_t m, std::int64_t n, std::int64_t k, const float* dy,
                           const float* w, float* dx, bool accumulate) {
  dp::sgemm_dy_w(m, n, k, dy, w, dx, accumulate);
}

// Sums in double, a block of columns at a time: rows are read in memory order, and a batch of
// thousands of rows loses no precision to float accumulation.
void CpuDevice::column_sums(const float* dy, float* db, std::int64_t m, std::int64_t n) {
  constexpr std::int64_t kBlock = 256;
  double acc[kBlock];
  for (std::int64_t j0 = 0; j0 < n; j0 += kBlock) {
    const std::int64_t w = std::min(kBlock, n - j0);
    std::fill(acc, acc + w, 0.0);
    for (std::int64_t r = 0; r < m; ++r) {
      const float* row = dy + r * n + j0;
      std::int64_t j = 0;
#if defined(__SSE2__)  // two columns per add, each summed in the same row order as the scalar form
      for (; j + 4 <= w; j += 4) {
        const __m128 v = _mm_loadu_ps(row + j);
        _mm_storeu_pd(acc + j, _mm_add_pd(_mm_loadu_pd(acc + j), _mm_cvtps_pd(v)));
        _mm_storeu_pd(acc + j + 2, _mm_add_pd(_mm_loadu_pd(acc + j + 2), _mm_cvtps_pd(_mm_movehl_ps(v, v))));
      }
#endif
      for (; j < w; ++j) acc[j] += row[j];
    }
    for (std::int64_t j = 0; j < w; ++j) db[j0 + j] = static_cast<float>(acc[j]);
  }
}

void CpuDevice::relu_backward(const float* y, const float* dy, float* dx, std::int64_t n) {
  std::int64_t i = 0;
#if defined(__SSE2__)
  const __m128 zero = _mm_setzero_ps();  // y > 0 is false for NaN, as in the scalar form
  for (; i + 4 <= n; i += 4) {
    _mm_storeu_ps(dx + i, _mm_and_ps(_mm_cmpgt_ps(_mm_loadu_ps(y + i), zero), _mm_loadu_ps(dy + i)));
  }
#endif
  for (; i < n; ++i) dx[i] = y[i] > 0.0f ? dy[i] : 0.0f;
}

// SGD's update and momentum over every parameter: the scalar loops stay scalar at -O2 (x and y may
// alias, and GCC's cheap vectorizer adds no runtime check), and perf put them at 5-6 % of a DDP MLP
// step. Four lanes compute exactly the scalar expressions (a multiply, then an add; x86-64's
// baseline has no FMA to contract them into), so the result is bit for bit the same.
void CpuDevice::axpby(std::int64_t n, float alpha, const float* x, float beta, float* y) {
  std::int64_t i = 0;
  if (beta == 1.0f) {  // the common cases (sum, update) without a multiply by one
#if defined(__SSE2__)
    const __m128 a = _mm_set1_ps(alpha);
    for (; i + 4 <= n; i += 4) {
      _mm_storeu_ps(y + i, _mm_add_ps(_mm_loadu_ps(y + i), _mm_mul_ps(a, _mm_loadu_ps(x + i))));
    }
#endif
    for (; i < n; ++i) y[i] += alpha * x[i];
    return;
  }
#if defined(__SSE2__)
  const __m128 a = _mm_set1_ps(alpha), b = _mm_set1_ps(beta);
  for (; i + 4 <= n; i += 4) {
    _mm_storeu_ps(y + i, _mm_add_ps(_mm_mul_ps(a, _mm_loadu_ps(x + i)), _mm_mul_ps(b, _mm_loadu_ps(y + i))));
  }
#endif
  for (; i < n; ++i) y[i] = alpha * x[i] + beta * y[i];
}

void CpuDevice::mse_loss(const float* y, const float* t, std::int64_t n, float* loss) {
  double sum = 0.0;
  for (std::int64_t i = 0; i < n; ++i) {
    const double d = static_cast<double>(y[i]) - t[i];
    sum += d * d;
  }
  *loss = static_cast<float>(sum / static_cast<double>(n));  // n = 0: NaN, as torch's mean of nothing
}

void CpuDevice::mse_loss_backward(const float* y, const float* t, std::int64_t n, float* grad) {
  const float norm = static_cast<float>(2.0 / static_cast<double>(n));
  for (std::int64_t i = 0; i < n; ++i) grad[i] = (y[i] - t[i]) * norm;
}

std::unique_ptr<DeviceClock> CpuDevice::make_clock(int marks) { return std::make_unique<HostClock>(marks); }

void* CpuDevice::raw_allocate(std::size_t bytes) {
  return host_allocate(bytes, info().is_host() ? "cpu" : "a simulated GPU");
}

void CpuDevice::raw_deallocate(void* ptr) noexcept { host_free(ptr); }

}  // namespace dp
