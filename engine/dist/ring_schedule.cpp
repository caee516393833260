// The ring all-reduce's schedule (ring_schedule.h).
#include "dist/ring_schedule.h"

#include <algorithm>

namespace dp {

namespace {
int mod(int a, int w) { return ((a % w) + w) % w; }
}  // namespace

std::vector<RingTransfer> ring_step_transfers(int world, int step) {
  std::vector<RingTransfer> out;
  if (world < 2 || world > 32 || step < 0 || step >= ring_step_count(world)) return out;
  const bool reduce = step < world - 1;
  for (int r = 0; r < world; ++r) {
    RingTransfer t;
    t.from = r;
    t.to = mod(r + 1, world);
    // Reduce-scatter step s: rank r sends the piece it has been summing, (r − s) mod W (its own at
    // s = 0). All-gather step s: it passes on the summed piece it got last, (r + 1 − s) mod W.
    t.piece = reduce ? mod(r - step, world) : mod(r + 1 - (step - (world - 1)), world);
    t.add = reduce;
    out.push_back(t);
  }
  return out;
}

std::vector<std::vector<std::uint32_t>> ring_contributions(int world, int steps_done) {
  if (world < 1 || world > 32) return {};
  std::vector<std::vector<std::uint32_t>> held(std::size_t(world), std::vector<std::uint32_t>(std::size_t(world), 0));
  for (int r = 0; r < world; ++r) {
    for (int p = 0; p < world; ++p) held[std::size_t(r)][std::size_t(p)] = 1u << r;
  }
  const int steps = std::clamp(steps_done, 0, ring_step_count(world));
  for (int s = 0; s < steps; ++s) {
    // All ranks send at once: what is sent is read before anything is received.
    const auto before = held;
    for (const RingTransfer& t : ring_step_transfers(world, s)) {
      const std::uint32_t sent = before[std::size_t(t.from)][std::size_t(t.piece)];
      std::uint32_t& mine = held[std::size_t(t.to)][std::size_t(t.piece)];
      mine = t.add ? mine | sent : sent;
    }
  }
  return held;
}

}  // namespace dp
