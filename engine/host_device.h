// HostDevice: the CPU ("cpu"), where the dataset lives and where a module starts before .to().
// Its tasks run inline in the calling thread.
#pragma once

#include "device.h"

namespace dp {

class HostDevice final : public Device {
 public:
  HostDevice();
  void copy_from(void* dst, const Device& from, const void* src, std::size_t bytes) override;
  void submit(Task task) override { task(); }

 protected:
  void* raw_allocate(std::size_t bytes) override;
  void raw_deallocate(void* ptr) noexcept override;
};

}  // namespace dp
