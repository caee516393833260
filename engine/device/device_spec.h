// What a run asks of its devices, as plain values (no threads, no devices): which backend, and how
// a simulated GPU presents itself (its memory and core count, for the balance check R3.5).
#pragma once

#include <cstdint>

namespace dp {

enum class Backend { Simulated, Cuda };

struct SimDeviceSpec {
  std::uint64_t memory_bytes = 16ull << 30;  // accounted capacity, not reserved
  int cores = 80;                            // stands in for multi_processor_count
};

}  // namespace dp
