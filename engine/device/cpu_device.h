// CpuDevice: the work of a device done by the CPU in the calling thread: host memory, memcpy
// copies, OpenBLAS sgemm, loops for bias, ReLU, the loss and the updates, host-clock marks. The host ("cpu") and the
// simulated GPUs are CPU devices; they differ in where their tasks run.
#pragma once

#include "device/device.h"

namespace dp {

class CpuDevice : public Device {
 public:
  using Device::Device;

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
  void synchronize() override {}
  std::unique_ptr<DeviceClock> make_clock(int marks) override;

 protected:
  void* raw_allocate(std::size_t bytes) override;
  void raw_deallocate(void* ptr) noexcept override;
};

}  // namespace dp
