// The engine's one element type (float32) and the element-count/byte-count conversions.
// Counts of elements are named `*_elems`/numel, counts of bytes `*_bytes`; convert only here.
#pragma once

#include <cstddef>
#include <cstdint>

namespace dp {

using Scalar = float;  // every tensor is contiguous float32
inline constexpr std::size_t kScalarBytes = sizeof(Scalar);

inline constexpr std::size_t bytes_of(std::int64_t elems) {
  return static_cast<std::size_t>(elems) * kScalarBytes;
}

}  // namespace dp
