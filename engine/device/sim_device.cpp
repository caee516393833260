// SimDevice: identity and the worker; the work itself is CpuDevice's.
#include "device/sim_device.h"

#include <string>

namespace dp {

SimDevice::SimDevice(int index, SimDeviceSpec spec)
    : CpuDevice(DeviceInfo{index, DeviceKind::Simulated, "GPU " + std::to_string(index) + " (simulated)",
                           spec.memory_bytes, spec.cores}),
      worker_("GPU " + std::to_string(index)) {}

}  // namespace dp
