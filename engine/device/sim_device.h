// SimDevice: a simulated GPU. A persistent worker thread is its stream (tasks run in order on
// it); its memory is host memory with its own accounting against a configurable capacity; its
// "multiprocessor count" is configurable so the balance check (R3.5) can be shown, and a device
// with fewer cores than a full one is slower in proportion (its sgemm takes kFullCores/cores as
// long), so an unbalanced set-up is visibly paced by its weakest GPU. The math is real: float32
// on the CPU (OpenBLAS with one BLAS thread per device).
#pragma once

#include <cstdint>
#include <thread>

#include "device/cpu_device.h"
#include "device/device_spec.h"
#include "device/worker_thread.h"

namespace dp {

class SimDevice final : public CpuDevice {
 public:
  SimDevice(int index, SimDeviceSpec spec);

  void submit(Task task) override { worker_.submit(std::move(task)); }
  void sgemm_xwt(std::int64_t m, std::int64_t n, std::int64_t k, const float* x, const float* w,
                 float* y, bool accumulate) override;

 private:
  double slowdown_ = 1.0;
  WorkerThread worker_;
};

}  // namespace dp
