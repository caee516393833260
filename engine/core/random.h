// The engine's own PRNG: xoshiro256** seeded through splitmix64 (both public-domain algorithms by
// Blackman and Vigna, written here from their description). Portable and reproducible across
// machines for a given seed. It does not reproduce torch's generator: shuffles and random data
// differ from PyTorch's, while every size and shape rule is the same (SEMANTICS R12.3).
#pragma once

#include <cstdint>

namespace dp {

class Rng {
 public:
  explicit Rng(std::uint64_t seed);

  std::uint64_t next_u64();
  // Uniform in [0, bound) without modulo bias (Lemire's multiply-and-reject). bound > 0.
  std::uint64_t below(std::uint64_t bound);
  // Uniform float in [0, 1) from the top 24 bits.
  float uniform();
  // Uniform float in [lo, hi).
  float uniform(float lo, float hi) { return lo + (hi - lo) * uniform(); }
  // Standard normal (Box-Muller, one value per call).
  float normal();

 private:
  std::uint64_t s_[4];
};

}  // namespace dp
