// What a run asks of its devices, as plain values (no threads, no devices): which backend, and how
// a simulated GPU presents itself (its memory and core count, for the balance check R3.5).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace dp {

enum class Backend { Simulated, Cuda };

// Each backend's one word on command lines and in lesson files, in enum order.
inline constexpr std::array<std::string_view, 2> kBackendNames = {"sim", "cuda"};
static_assert(kBackendNames.size() == std::size_t(Backend::Cuda) + 1, "a name per Backend");

constexpr std::string_view backend_name(Backend backend) { return kBackendNames[std::size_t(backend)]; }
// nullopt for any other word (the caller says what it expected).
constexpr std::optional<Backend> parse_backend(std::string_view name) {
  for (std::size_t i = 0; i < kBackendNames.size(); ++i) {
    if (kBackendNames[i] == name) return Backend(i);
  }
  return std::nullopt;
}

struct SimDeviceSpec {
  static constexpr int kFullCores = 80;      // a full-size simulated GPU
  std::uint64_t memory_bytes = 16ull << 30;  // accounted capacity, not reserved
  int cores = kFullCores;                    // stands in for multi_processor_count; fewer cores
                                             // make its matrix work slower in proportion
  friend bool operator==(const SimDeviceSpec&, const SimDeviceSpec&) = default;
};

}  // namespace dp
