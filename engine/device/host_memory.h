// Aligned host allocations shared by the host and the simulated devices.
#pragma once

#include <cstddef>

namespace dp {

// 64-byte aligned; never returns null (throws OutOfMemoryError with `who` in the message).
void* host_allocate(std::size_t bytes, const char* who);
void host_free(void* ptr) noexcept;

}  // namespace dp
