// What a run asks of its devices, as plain values (no threads, no devices): which backend, and how
// a simulated GPU presents itself (its memory and core count, for the balance check R3.5).
#pragma once

#include <cstdint>

namespace dp {

enum class Backend { Simulated, Cuda };

struct SimDeviceSpec {
  static constexpr int kFullCores = 80;      // a full-size simulated GPU
  std::uint64_t memory_bytes = 16ull << 30;  // accounted capacity, not reserved
  int cores = kFullCores;                    // stands in for multi_processor_count; fewer cores
                                             // make its matrix work slower in proportion
  friend bool operator==(const SimDeviceSpec&, const SimDeviceSpec&) = default;
};

}  // namespace dp
