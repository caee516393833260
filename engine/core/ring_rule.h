// The ring all-reduce's arithmetic (docs/semantics.md R14.2; NCCL's ring), decided here once for
// every layer: the schedule (dist/ring_schedule.h), the cost model (trace/), the quiz, the DDP tab
// and the lessons all ask these functions. Over W ranks the bucket is cut into W pieces of whole
// elements; W−1 reduce-scatter steps and W−1 all-gather steps each move one piece per rank.
#pragma once

#include <cstdint>

namespace dp {

// The ring's steps over `world` ranks: 2(W−1), 0 for one rank.
int ring_step_count(int world);
// The bytes of piece `piece` when a bucket of `bytes` (elements of `element_bytes`) is cut into
// `world` pieces: whole elements, the first pieces one element longer when they do not divide
// (520 B over 4 ranks: 132, 132, 128, 128).
std::int64_t ring_piece_bytes(std::int64_t bytes, int world, int piece, int element_bytes = 4);
// What each rank sends (and receives) over a whole all-reduce of `bytes`, as nccl-tests counts it:
// 2(W−1)/W of the bucket, 0 for one rank. The bus bandwidth is bytes / time times this factor.
double ring_traffic_factor(int world);
std::uint64_t ring_bytes_per_rank(std::uint64_t bytes, int world);

}  // namespace dp
