// HostDevice: plain host memory, tasks inline.
#include "host_device.h"

#include <cstring>

#include "host_memory.h"

namespace dp {

HostDevice::HostDevice() : Device(DeviceInfo{-1, DeviceKind::Host, "CPU", 0, 0}) {}

void HostDevice::copy_from(void* dst, const Device&, const void* src, std::size_t bytes) {
  if (bytes) std::memcpy(dst, src, bytes);
}

void* HostDevice::raw_allocate(std::size_t bytes) { return host_allocate(bytes, "cpu"); }

void HostDevice::raw_deallocate(void* ptr) noexcept { host_free(ptr); }

}  // namespace dp
