// SimDevice: identity and the worker; the work itself is CpuDevice's, a smaller GPU's sgemm stretched.
#include "device/sim_device.h"

#include <string>

namespace dp {

SimDevice::SimDevice(int index, SimDeviceSpec spec)
    : CpuDevice(DeviceInfo{index, DeviceKind::Simulated, "GPU " + std::to_string(index) + " (simulated)",
                           spec.memory_bytes, spec.cores}),
      slowdown_(spec.cores > 0 && spec.cores < SimDeviceSpec::kFullCores ? double(SimDeviceSpec::kFullCores) / spec.cores : 1.0),
      worker_("GPU " + std::to_string(index)) {}

void SimDevice::sgemm_xwt(std::int64_t m, std::int64_t n, std::int64_t k, const float* x, const float* w,
                          float* y, bool accumulate) {
  const std::int64_t start = now_ns();
  CpuDevice::sgemm_xwt(m, n, k, x, w, y, accumulate);
  if (slowdown_ <= 1.0) return;
  // The work a smaller GPU would still be doing: waited out here, on this device's own worker.
  const auto until = start + static_cast<std::int64_t>(static_cast<double>(now_ns() - start) * slowdown_);
  while (now_ns() < until) std::this_thread::yield();
}

}  // namespace dp
