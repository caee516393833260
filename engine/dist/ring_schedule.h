// The ring all-reduce's schedule over W ranks (docs/semantics.md R14.2; NCCL's ring): the bucket is
// cut into W pieces; in each of the W−1 reduce-scatter steps every rank sends one piece to the next
// rank, which adds it to its own copy of that piece; after them rank r holds piece (r+1) mod W
// summed over all ranks; in each of the W−1 all-gather steps every rank passes a summed piece on,
// and the next rank keeps it. The view draws what this says; nothing here moves data.
#pragma once

#include <cstdint>
#include <vector>

#include "core/ring_rule.h"  // the step count and the pieces' bytes

namespace dp {

struct RingTransfer {
  int from = 0;    // the sending rank
  int to = 0;      // the receiving rank: (from + 1) mod W
  int piece = 0;   // which of the W pieces moves
  bool add = true; // reduce-scatter: the receiver adds it; all-gather: the receiver keeps it
};

// The W transfers of ring step `step` (0 .. 2(W−1)−1; the first W−1 reduce-scatter), in rank order.
// Empty for a step out of range.
std::vector<RingTransfer> ring_step_transfers(int world, int step);
// Whose gradients each rank's copy of each piece holds after the first `steps_done` ring steps:
// [rank][piece], bit r set when rank r's contribution is summed in (before any step: only its own).
// Derived by playing the transfers above, so it is what they do, step by step.
std::vector<std::vector<std::uint32_t>> ring_contributions(int world, int steps_done);

}  // namespace dp
