// Plans for scatter (SEMANTICS R5.1, R5.11) and gather (R9.2, R9.3), and the strided copies that
// carry them out. A plan is pure arithmetic on shapes, so it is checked once and tested alone.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "device/tensor.h"

namespace dp {

struct SlicePlan {
  int dim = 0;                          // wrapped dim
  std::vector<Shape> shapes;            // one per piece
  std::vector<std::int64_t> offsets;    // start of each piece along dim
  Shape whole;                          // the full tensor's shape
};

// torch.chunk(input, n_devices, dim) as scatter does it: may give fewer pieces than devices.
void plan_scatter_into(const Shape& input, std::int64_t n_devices, std::int64_t dim, SlicePlan& out);

// comm.gather's checks and output shape for replica outputs of `shapes` along `dim` (the dim as
// given to DataParallel). Applies the scalar rule (R9.2): when every output is 0-dim and dim is
// literally 0, outputs are viewed as [1] and `scalar_warning` is set.
struct GatherPlan {
  SlicePlan slices;
  bool unsqueezed_scalars = false;
};
GatherPlan plan_gather(const std::vector<Shape>& shapes, std::int64_t dim);
// The same into `out`, reusing its vectors' capacity.
void plan_gather_into(const std::vector<Shape>& shapes, std::int64_t dim, GatherPlan& out);

inline constexpr const char* kScalarGatherWarning =
    "Was asked to gather along dimension 0, but all input tensors were scalars; will instead "
    "unsqueeze and return a vector.";
inline constexpr const char* kCpuMinusOneWarning =
    "Using -1 to represent CPU tensor is deprecated. Please use a device object or string instead, "
    "e.g., \"cpu\".";

// Copies the piece [offset, offset + piece.shape()[dim]) along `dim` of `whole` into `piece`
// (scatter), or `piece` into that range of `whole` (gather). The copy is issued on the piece's
// device (call it from a task there); bytes copied are returned.
std::size_t copy_piece_out(const Tensor& whole, int dim, std::int64_t offset, Tensor& piece);
std::size_t copy_piece_in(const Tensor& piece, int dim, std::int64_t offset, Tensor& whole);

}  // namespace dp
