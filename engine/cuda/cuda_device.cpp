// CudaDevice: streams, events, cuBLAS, a block cache, and clocks rebased onto the host timeline.
#include "cuda/cuda_device.h"

#include <algorithm>
#include <climits>
#include <string>
#include <vector>

#include "cuda/cuda_check.h"
#include "cuda/cuda_kernels.h"
#include "cuda/cuda_libs.h"
#include "cuda/device_map.h"
#include "cuda/gemm_layout.h"
#include "core/error.h"

namespace dp {
namespace {

constexpr std::size_t kBlockRound = 512;  // allocation granularity (as PyTorch's allocator)

DeviceInfo info_for(int index, int physical_count, const CudaDeviceFacts& facts) {
  return DeviceInfo{index,
                    is_virtual(index, physical_count) ? DeviceKind::VirtualCuda : DeviceKind::Cuda,
                    cuda_label(index, physical_count, facts.name), facts.memory_bytes,
                    facts.multi_processor_count, facts.index};
}

int checked_int(std::int64_t v, const char* what) {
  if (v > INT_MAX) {
    throw Error(ErrorType::RuntimeError, std::string("cuBLAS takes 32-bit sizes; ") + what + " = " +
                                             std::to_string(v) + " is too large");
  }
  return static_cast<int>(v);
}

// Marks are cudaEvents on the device's stream. Mark j's host-timeline time is base + d(j), with
// d(j) the GPU time since the sequence's first mark and base the latest of host_at_record(j) -
// d(j): a mark cannot complete before it was recorded, and with an idle stream it completes just
// after, so the bound is tight. Marks come in increasing index order; a smaller or equal index
// starts a new sequence (the next step).
class CudaClock final : public DeviceClock {
 public:
  CudaClock(const CudaDevice& device, int marks)
      : device_(device), events_(static_cast<std::size_t>(marks)), host_ns_(events_.size(), 0),
        recorded_(events_.size(), false) {
    device_.select();
    for (auto& e : events_) DP_CUDA_CHECK(cudaEventCreate(&e));
  }
  ~CudaClock() override {
    for (auto e : events_) cudaEventDestroy(e);
  }

  void mark(int i) override {
    const auto k = static_cast<std::size_t>(i);
    if (i <= last_) {
      std::fill(recorded_.begin(), recorded_.end(), false);
      first_ = i;
    }
    if (first_ < 0) first_ = i;
    last_ = i;
    device_.select();
    DP_CUDA_CHECK(cudaEventRecord(events_.at(k), device_.stream()));
    host_ns_[k] = now_ns();
    recorded_[k] = true;
    resolved_ = false;
  }

  std::int64_t ns(int i) const override {
    if (!resolved_) resolve();
    const auto k = static_cast<std::size_t>(i);
    return base_ + (recorded_.at(k) ? offset_[k] : 0);
  }

 private:
  void resolve() const {
    offset_.assign(events_.size(), 0);
    base_ = 0;
    if (first_ < 0) return;
    const cudaEvent_t first = events_[static_cast<std::size_t>(first_)];
    bool any = false;
    for (std::size_t k = 0; k < events_.size(); ++k) {
      if (!recorded_[k]) continue;
      float ms = 0.0f;
      DP_CUDA_CHECK(cudaEventElapsedTime(&ms, first, events_[k]));
      offset_[k] = static_cast<std::int64_t>(static_cast<double>(ms) * 1e6);
      const std::int64_t candidate = host_ns_[k] - offset_[k];
      base_ = any ? std::max(base_, candidate) : candidate;
      any = true;
    }
    resolved_ = true;
  }

  const CudaDevice& device_;
  std::vector<cudaEvent_t> events_;
  std::vector<std::int64_t> host_ns_;
  std::vector<bool> recorded_;
  int first_ = -1, last_ = INT_MAX;
  mutable bool resolved_ = false;
  mutable std::int64_t base_ = 0;
  mutable std::vector<std::int64_t> offset_;
};

}  // namespace

CudaDevice::CudaDevice(int index, int physical_count, const CudaDeviceFacts& facts)
    : Device(info_for(index, physical_count, facts)), physical_(facts.index) {
  select();
  DP_CUDA_CHECK(cudaStreamCreateWithFlags(&stream_, cudaStreamNonBlocking));
  DP_CUDA_CHECK(cudaStreamCreateWithFlags(&copy_stream_, cudaStreamNonBlocking));
  DP_CUDA_CHECK(cudaEventCreateWithFlags(&copy_ready_, cudaEventDisableTiming));
  DP_CUDA_CHECK(cudaEventCreateWithFlags(&copy_done_, cudaEventDisableTiming));
  DP_CUDA_CHECK(cudaEventCreateWithFlags(&done_, cudaEventDisableTiming));
  DP_CUBLAS_CHECK(cuda_libs().blas_create(&blas_));
  DP_CUBLAS_CHECK(cuda_libs().blas_set_stream(blas_, stream_));
  const int gpu = physical_;
  worker_ = std::make_unique<WorkerThread>("cuda:" + std::to_string(index), [gpu] { cudaSetDevice(gpu); });
}

CudaDevice::~CudaDevice() {
  worker_.reset();  // nothing else is issued from here on
  cudaSetDevice(physical_);
  cudaStreamSynchronize(stream_);
  cudaStreamSynchronize(copy_stream_);
  if (loss_partials_) deallocate(loss_partials_, kMseLossBlocks * sizeof(double));
  release_cache();
  cuda_libs().blas_destroy(blas_);
  cudaEventDestroy(done_);
  cudaEventDestroy(copy_done_);
  cudaEventDestroy(copy_ready_);
  cudaStreamDestroy(copy_stream_);
  cudaStreamDestroy(stream_);
}

void CudaDevice::select() const { DP_CUDA_CHECK(cudaSetDevice(physical_)); }

void CudaDevice::wait_for(const CudaDevice& other) {
  other.select();
  cudaEvent_t ready = nullptr;
  DP_CUDA_CHECK(cudaEventCreateWithFlags(&ready, cudaEventDisableTiming));
  const cudaError_t recorded = cudaEventRecord(ready, other.stream_);
  const cudaError_t waited = recorded == cudaSuccess ? cudaStreamWaitEvent(stream_, ready, 0) : recorded;
  cudaEventDestroy(ready);  // released once the wait no longer needs it
  DP_CUDA_CHECK(waited);
}

void CudaDevice::copy_2d(void* dst, std::size_t dst_pitch, const Device&, const void* src,
                         std::size_t src_pitch, const Device& src_device, std::size_t row_bytes,
                         std::size_t rows) {
  if (row_bytes == 0 || rows == 0) return;
  select();
  const bool contiguous = dst_pitch == row_bytes && src_pitch == row_bytes;
  auto issue = [&](cudaStream_t s) {
    if (contiguous) {
      DP_CUDA_CHECK(cudaMemcpyAsync(dst, src, row_bytes * rows, cudaMemcpyDefault, s));
    } else {
      DP_CUDA_CHECK(cudaMemcpy2DAsync(dst, dst_pitch, src, src_pitch, row_bytes, rows, cudaMemcpyDefault, s));
    }
  };
  if (!src_device.info().is_host()) {
    issue(stream_);  // device to device (peer or same GPU) and device to host: in stream order
    return;
  }
  // R5.11: a host source goes on the background copy stream, after what the main stream has
  // queued (the destination may still be read there), and the main stream waits for it.
  std::lock_guard lock(copy_mutex_);
  DP_CUDA_CHECK(cudaEventRecord(copy_ready_, stream_));
  DP_CUDA_CHECK(cudaStreamWaitEvent(copy_stream_, copy_ready_, 0));
  issue(copy_stream_);
  DP_CUDA_CHECK(cudaEventRecord(copy_done_, copy_stream_));
  DP_CUDA_CHECK(cudaStreamWaitEvent(stream_, copy_done_, 0));
}

void CudaDevice::fill_zero(void* dst, std::size_t bytes) {
  if (bytes == 0) return;
  select();
  DP_CUDA_CHECK(cudaMemsetAsync(dst, 0, bytes, stream_));
}

void CudaDevice::gemm(const ColumnMajorGemm& g, const float* a, const float* b, float* c, bool accumulate) {
  if (g.m == 0 || g.n == 0) return;
  select();
  if (g.k == 0) {  // an empty inner dim: C = 0 (or unchanged)
    if (!accumulate) fill_zero(c, static_cast<std::size_t>(g.m * g.n) * sizeof(float));
    return;
  }
  const float alpha = 1.0f, beta = accumulate ? 1.0f : 0.0f;
  DP_CUBLAS_CHECK(cuda_libs().blas_sgemm(blas_, g.transpose_a ? CUBLAS_OP_T : CUBLAS_OP_N,
                              g.transpose_b ? CUBLAS_OP_T : CUBLAS_OP_N, checked_int(g.m, "m"),
                              checked_int(g.n, "n"), checked_int(g.k, "k"), &alpha, a,
                              checked_int(g.lda, "lda"), b, checked_int(g.ldb, "ldb"), &beta, c,
                              checked_int(g.ldc, "ldc")));
}

void CudaDevice::sgemm_xwt(std::int64_t m, std::int64_t n, std::int64_t k, const float* x,
                           const float* w, float* y, bool accumulate) {
  gemm(column_major_xwt(m, n, k), w, x, y, accumulate);
}

void CudaDevice::sgemm_dyt_x(std::int64_t m, std::int64_t n, std::int64_t k, const float* dy,
                             const float* x, float* dw, bool accumulate) {
  gemm(column_major_dyt_x(m, n, k), x, dy, dw, accumulate);
}

void CudaDevice::sgemm_dy_w(std::int64_t m, std::int64_t n, std::int64_t k, const float* dy,
                            const float* w, float* dx, bool accumulate) {
  gemm(column_major_dy_w(m, n, k), w, dy, dx, accumulate);
}

void CudaDevice::column_sums(const float* dy, float* db, std::int64_t m, std::int64_t n) {
  select();
  DP_CUDA_CHECK(launch_column_sums(dy, db, m, n, stream_));
}

void CudaDevice::relu_backward(const float* y, const float* dy, float* dx, std::int64_t n) {
  select();
  DP_CUDA_CHECK(launch_relu_backward(y, dy, dx, n, stream_));
}

void CudaDevice::axpby(std::int64_t n, float alpha, const float* x, float beta, float* y) {
  select();
  DP_CUDA_CHECK(launch_axpby(n, alpha, x, beta, y, stream_));
}

void CudaDevice::mse_loss(const float* y, const float* t, std::int64_t n, float* loss) {
  std::call_once(loss_scratch_once_, [this] {
    loss_partials_ = static_cast<double*>(allocate(kMseLossBlocks * sizeof(double)));
  });
  select();
  DP_CUDA_CHECK(launch_mse_loss(y, t, n, loss_partials_, loss, stream_));
}

void CudaDevice::mse_loss_backward(const float* y, const float* t, std::int64_t n, float* grad) {
  select();
  DP_CUDA_CHECK(launch_mse_loss_backward(y, t, n, grad, stream_));
}

void CudaDevice::broadcast_rows(float* y, const float* row, std::int64_t m, std::int64_t n) {
  select();
  DP_CUDA_CHECK(launch_broadcast_rows(y, row, m, n, stream_));
}

void CudaDevice::relu(const float* x, float* y, std::int64_t n) {
  select();
  DP_CUDA_CHECK(launch_relu(x, y, n, stream_));
}

void CudaDevice::synchronize() {
  select();
  std::lock_guard lock(sync_mutex_);
  DP_CUDA_CHECK(cudaEventRecord(done_, stream_));
  DP_CUDA_CHECK(cudaEventSynchronize(done_));
}

std::unique_ptr<DeviceClock> CudaDevice::make_clock(int marks) {
  return std::make_unique<CudaClock>(*this, marks);
}

void* CudaDevice::raw_allocate(std::size_t bytes) {
  const std::size_t rounded = std::max<std::size_t>(kBlockRound, (bytes + kBlockRound - 1) / kBlockRound * kBlockRound);
  {
    std::lock_guard lock(cache_mutex_);
    const auto it = free_blocks_.find(rounded);
    if (it != free_blocks_.end()) {
      void* ptr = it->second;
      free_blocks_.erase(it);
      return ptr;
    }
  }
  select();
  void* ptr = nullptr;
  cudaError_t status = cudaMalloc(&ptr, rounded);
  if (status == cudaErrorMemoryAllocation) {  // give the cached blocks back and try once more
    cudaGetLastError();
    release_cache();
    status = cudaMalloc(&ptr, rounded);
  }
  if (status == cudaErrorMemoryAllocation) {
    cudaGetLastError();
    throw Error(ErrorType::OutOfMemoryError,
                "CUDA out of memory on " + info().torch_name() + " (" + info().label + "): tried to allocate " +
                    std::to_string(bytes) + " bytes with " + std::to_string(memory().in_use_bytes) +
                    " bytes in use by dpviz on this device (cudaMalloc: " + cudaGetErrorString(status) + ")");
  }
  DP_CUDA_CHECK(status);
  std::lock_guard lock(cache_mutex_);
  block_sizes_[ptr] = rounded;
  return ptr;
}

void CudaDevice::raw_deallocate(void* ptr) noexcept {
  if (!ptr) return;
  std::lock_guard lock(cache_mutex_);
  const auto it = block_sizes_.find(ptr);
  if (it == block_sizes_.end()) return;
  try {
    free_blocks_.emplace(it->second, ptr);
  } catch (...) {
    block_sizes_.erase(it);
    cudaFree(ptr);
  }
}

void CudaDevice::release_cache() noexcept {
  std::lock_guard lock(cache_mutex_);
  cudaSetDevice(physical_);
  for (const auto& [size, ptr] : free_blocks_) {
    cudaFree(ptr);
    block_sizes_.erase(ptr);
  }
  free_blocks_.clear();
}

void* PinnedHostDevice::raw_allocate(std::size_t bytes) {
  void* ptr = nullptr;
  const cudaError_t status = cudaHostAlloc(&ptr, std::max<std::size_t>(bytes, 64), cudaHostAllocPortable);
  if (status == cudaErrorMemoryAllocation) {
    cudaGetLastError();
    throw Error(ErrorType::OutOfMemoryError,
                "out of pinned host memory: tried to allocate " + std::to_string(bytes) + " bytes");
  }
  DP_CUDA_CHECK(status);
  return ptr;
}

void PinnedHostDevice::raw_deallocate(void* ptr) noexcept { cudaFreeHost(ptr); }

CudaDeviceSet cuda_device_set(const std::vector<Device*>& devices, const char* what) {
  CudaDeviceSet set;
  for (Device* d : devices) {
    auto* cuda = dynamic_cast<CudaDevice*>(d);
    if (!cuda) throw Error(ErrorType::RuntimeError, std::string("NCCL ") + what + " needs CUDA devices, got " + d->info().label);
    set.devices.push_back(cuda);
    set.physical.push_back(cuda->physical());
  }
  return set;
}

}  // namespace dp
