// CudaDevice: a logical GPU on a physical CUDA device. Its work goes on its own stream (plus a
// copy stream for host sources, R5.11), issued by its own host worker thread; memory is cudaMalloc
// with a per-device cache of freed blocks (the engine synchronizes at the end of every step, so a
// freed block is idle); cuBLAS sgemm for Linear and its backward, small kernels for bias, ReLU, the
// loss and the updates; clocks are
// cudaEvents rebased onto the host timeline. Several logical devices may share a physical one
// ("virtual GPUs"), each with its own streams.
#pragma once

#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <map>
#include <memory>
#include <mutex>

#include "cuda/cuda_discovery.h"
#include "cuda/gemm_layout.h"
#include "device/host_device.h"
#include "device/worker_thread.h"

namespace dp {

class CudaDevice final : public Device {
 public:
  CudaDevice(int index, int physical_count, const CudaDeviceFacts& facts);
  ~CudaDevice() override;

  int physical() const { return physical_; }
  cudaStream_t stream() const { return stream_; }
  // Makes the calling thread's current device this device's GPU (cudaSetDevice).
  void select() const;
  // This stream waits for the work issued so far on `other`'s stream (an event, not a sync).
  void wait_for(const CudaDevice& other);

  void submit(Task task) override { worker_->submit(std::move(task)); }
  void copy_2d(void* dst, std::size_t dst_pitch, const Device& dst_device, const void* src,
               std::size_t src_pitch, const Device& src_device, std::size_t row_bytes,
               std::size_t rows) override;
  void fill_zero(void* dst, std::size_t bytes) override;
  void sgemm_xwt(std::int64_t m, std::int64_t n, std::int64_t k, const float* x, const float* w,
                 float* y, bool accumulate) override;
  void broadcast_rows(float* y, const float* row, std::int64_t m, std::int64_t n) override;
  void relu(const float* x, float* y, std::int64_t n) override;
  void sgemm_dyt_x(std::int64_t m, std::int64_t n, std::int64_t k, const float* dy, const float* x,
                   float* dw, bool accumulate) override;
  void sgemm_dy_w(std::int64_t m, std::int64_t n, std::int64_t k, const float* dy, const float* w,
                  float* dx, bool accumulate) override;
  void column_sums(const float* dy, float* db, std::int64_t m, std::int64_t n) override;
  void relu_backward(const float* y, const float* dy, float* dx, std::int64_t n) override;
  void axpby(std::int64_t n, float alpha, const float* x, float beta, float* y) override;
  void mse_loss(const float* y, const float* t, std::int64_t n, float* loss) override;
  void mse_loss_backward(const float* y, const float* t, std::int64_t n, float* grad) override;
  void synchronize() override;
  std::unique_ptr<DeviceClock> make_clock(int marks) override;

 protected:
  void* raw_allocate(std::size_t bytes) override;
  void raw_deallocate(void* ptr) noexcept override;

 private:
  void release_cache() noexcept;
  // cuBLAS sgemm of a ColumnMajorGemm plan (gemm_layout.h); C = op(A)·op(B) (+ C).
  void gemm(const ColumnMajorGemm& g, const float* a, const float* b, float* c, bool accumulate);

  int physical_;
  cudaStream_t stream_ = nullptr;
  cudaStream_t copy_stream_ = nullptr;
  cublasHandle_t blas_ = nullptr;
  std::mutex copy_mutex_;              // the copy-stream hand-off events
  cudaEvent_t copy_ready_ = nullptr;   // main stream → copy stream
  cudaEvent_t copy_done_ = nullptr;    // copy stream → main stream
  std::mutex sync_mutex_;
  cudaEvent_t done_ = nullptr;         // synchronize()
  std::mutex cache_mutex_;
  std::multimap<std::size_t, void*> free_blocks_;  // guarded by cache_mutex_
  std::map<void*, std::size_t> block_sizes_;       // guarded by cache_mutex_
  std::once_flag loss_scratch_once_;
  double* loss_partials_ = nullptr;                // kMseLossBlocks doubles, made by the first loss
  std::unique_ptr<WorkerThread> worker_;            // stopped first in the destructor
};

// The pool's "cpu" when it has CUDA devices: page-locked host memory (cudaHostAlloc, portable to
// every device), so dataset, batches and CPU outputs move by DMA like DataLoader(pin_memory=True).
class PinnedHostDevice final : public HostDevice {
 protected:
  void* raw_allocate(std::size_t bytes) override;
  void raw_deallocate(void* ptr) noexcept override;
};

// A collective's devices as CUDA devices with their physical GPUs; refuses any other kind with
// "NCCL <what> needs CUDA devices, got <label>".
struct CudaDeviceSet {
  std::vector<CudaDevice*> devices;
  std::vector<int> physical;
};
CudaDeviceSet cuda_device_set(const std::vector<Device*>& devices, const char* what);

}  // namespace dp
