// HostDevice: a CPU device whose tasks run inline.
#include "device/host_device.h"

namespace dp {

HostDevice::HostDevice() : CpuDevice(DeviceInfo{-1, DeviceKind::Host, "CPU", 0, 0}) {}

HostDevice& unpooled_host() {
  static HostDevice host;
  return host;
}

}  // namespace dp
