// HostDevice: the CPU ("cpu"), where the dataset lives and where a module starts before .to().
// Its tasks run inline in the calling thread.
#pragma once

#include "device/cpu_device.h"

namespace dp {

class HostDevice : public CpuDevice {
 public:
  HostDevice();
  void submit(Task task) override { task(); }
};

// The host as the owner of memory no pool allocated (a std::vector, a caller's buffer), for the
// host side of a copy.
HostDevice& unpooled_host();

}  // namespace dp
