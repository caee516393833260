// DevicePool: the devices a run can use: the host ("cpu") and up to kMaxSimDevices simulated GPUs
// (later also CUDA devices). Index i is torch's device index i. Owns the devices and their workers.
#pragma once

#include <memory>
#include <vector>

#include "host_device.h"
#include "sim_device.h"

namespace dp {

inline constexpr int kMaxSimDevices = 64;

class DevicePool {
 public:
  // `count` simulated GPUs, all with `spec`. Throws ValueError for count outside [0, 64].
  static std::unique_ptr<DevicePool> simulated(int count, SimDeviceSpec spec = {});
  // One simulated GPU per spec (for unbalanced set-ups, R3.5).
  static std::unique_ptr<DevicePool> simulated(const std::vector<SimDeviceSpec>& specs);

  int count() const { return static_cast<int>(devices_.size()); }
  Device& host() { return host_; }
  // Throws RuntimeError "CUDA error: invalid device ordinal" for an index out of range.
  Device& device(int index);
  std::vector<Device*> devices(const std::vector<int>& indices);
  // The host, then every device: the lanes of a trace.
  std::vector<DeviceInfo> lanes() const;

 private:
  DevicePool() = default;
  HostDevice host_;
  std::vector<std::unique_ptr<Device>> devices_;
};

}  // namespace dp
