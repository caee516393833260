// The coalesced buffers of broadcast_coalesced and ReduceAddCoalesced (R6.2, R10.3): consecutive
// tensors of one dtype packed into buffers of at most 10 MiB by torch._utils._take_tensors's rule
// (a tensor starts a new buffer when it would overflow a non-empty one, so a tensor larger than the
// limit gets a buffer of its own). Every engine tensor is float32: one dtype, so buffers are
// consecutive ranges of the parameters in order.
#pragma once

#include <cstdint>
#include <vector>

#include "device/reducer.h"

namespace dp {

inline constexpr std::uint64_t kCoalesceBufferBytes = 10485760;  // comm's buffer_size, 10 MiB

// Element ranges of a flat buffer holding tensors of `numels` elements in order.
std::vector<ElementRange> plan_coalesced_buffers(const std::vector<std::int64_t>& numels,
                                                 std::uint64_t limit_bytes = kCoalesceBufferBytes);

}  // namespace dp
