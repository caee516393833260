// torch.chunk's rule for cutting a batch into per-device pieces (SEMANTICS R1).
#pragma once

#include <cstdint>
#include <vector>

#include "core/shape.h"

namespace dp {

// Sizes of the pieces torch.chunk(t, k) gives for a dim of size n (R1.2): exactly k zeros when
// n == 0, else ceil(n / ceil(n/k)) pieces of ceil(n/k), the last one smaller. May be fewer than k.
// Throws RuntimeError "chunk expects `chunks` to be greater than 0, got: k" when k <= 0.
std::vector<std::int64_t> chunk_sizes(std::int64_t n, std::int64_t k);

// The shapes torch.chunk(t, k, dim) gives for a tensor of `shape` (R1.1 checks, in PyTorch's order:
// at least 1-dim, k > 0, dim in range; negative dims wrap).
std::vector<Shape> chunk_shapes(const Shape& shape, std::int64_t k, std::int64_t dim);
// The same into `out`, reusing its capacity (DataParallel's per-step path allocates nothing).
void chunk_shapes_into(const Shape& shape, std::int64_t k, std::int64_t dim, std::vector<Shape>& out);

}  // namespace dp
