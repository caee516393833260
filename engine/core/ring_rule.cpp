// The ring all-reduce's arithmetic (ring_rule.h).
#include "core/ring_rule.h"

#include <algorithm>

namespace dp {

int ring_step_count(int world) { return world > 1 ? 2 * (world - 1) : 0; }

std::int64_t ring_piece_bytes(std::int64_t bytes, int world, int piece, int element_bytes) {
  if (world < 1 || piece < 0 || piece >= world || bytes <= 0) return 0;
  const std::int64_t eb = std::max(element_bytes, 1);
  const std::int64_t elements = bytes / eb;
  const std::int64_t base = elements / world, extra = elements % world;
  return (base + (piece < extra ? 1 : 0)) * eb;
}

double ring_traffic_factor(int world) { return world > 1 ? double(ring_step_count(world)) / double(world) : 0.0; }

std::uint64_t ring_bytes_per_rank(std::uint64_t bytes, int world) {
  return world > 1 ? bytes * std::uint64_t(ring_step_count(world)) / std::uint64_t(world) : 0;
}

}  // namespace dp
