// Aligned host allocations shared by the host and the simulated devices.
#include "device/host_memory.h"

#include <cstdlib>
#include <string>

#include "core/error.h"

namespace dp {

void* host_allocate(std::size_t bytes, const char* who) {
  constexpr std::size_t kAlign = 64;
  const std::size_t rounded = (bytes + kAlign - 1) / kAlign * kAlign;
  void* ptr = std::aligned_alloc(kAlign, rounded == 0 ? kAlign : rounded);
  if (!ptr) {
    throw Error(ErrorType::OutOfMemoryError,
                std::string("out of host memory in ") + who + ": tried to allocate " +
                    std::to_string(bytes) + " bytes");
  }
  return ptr;
}

void host_free(void* ptr) noexcept { std::free(ptr); }

}  // namespace dp
