// Scatter and gather plans (torch/csrc/cuda/comm.cpp rules) and strided piece copies.
#include "parallel/scatter_gather.h"

#include "core/chunk.h"
#include "core/error.h"

namespace dp {

void plan_scatter_into(const Shape& input, std::int64_t n_devices, std::int64_t dim, SlicePlan& plan) {
  chunk_shapes_into(input, n_devices, dim, plan.shapes);  // R1.1 checks in PyTorch's order
  plan.dim = wrap_dim(dim, input.ndim());
  plan.whole = input;
  plan.offsets.clear();
  std::int64_t offset = 0;
  for (const auto& s : plan.shapes) {
    plan.offsets.push_back(offset);
    offset += s[plan.dim];
  }
}

void plan_gather_into(const std::vector<Shape>& shapes_in, std::int64_t dim, GatherPlan& plan) {
  if (shapes_in.empty()) {
    throw Error(ErrorType::RuntimeError, "Expected at least one tensor to gather from");
  }
  std::vector<Shape>& shapes = plan.slices.shapes;
  shapes.assign(shapes_in.begin(), shapes_in.end());
  bool all_scalars = true;
  for (const auto& s : shapes) all_scalars = all_scalars && s.ndim() == 0;
  plan.unsqueezed_scalars = false;
  if (all_scalars && dim == 0) {  // R9.2: dim literally 0, so -1 does not count
    for (auto& s : shapes) s = Shape{1};
    plan.unsqueezed_scalars = true;
  }
  const Shape first = shapes.front();
  const int d = wrap_dim(dim, first.ndim());
  if (first.ndim() == 0) {
    throw Error(ErrorType::RuntimeError,
                "zero-dimensional tensor (at position 0) cannot be concatenated");
  }
  plan.slices.offsets.clear();
  std::int64_t offset = 0;
  for (std::size_t i = 0; i < shapes.size(); ++i) {
    const Shape& s = shapes[i];
    if (s.ndim() != first.ndim()) {
      throw Error(ErrorType::RuntimeError,
                  "Expected all input tensors to have the same number of dimensions, but tensor at index " +
                      std::to_string(i) + " has " + std::to_string(s.ndim()) + " dimensions, (expected " +
                      std::to_string(first.ndim()) + ")");
    }
    Shape expected = first;
    expected[d] = s[d];
    if (s != expected) {
      throw Error(ErrorType::RuntimeError, "Input tensor at index " + std::to_string(i) +
                                               " has invalid shape " + s.to_list_string() +
                                               ", but expected " + expected.to_list_string());
    }
    plan.slices.offsets.push_back(offset);
    offset += s[d];
  }
  Shape total = first;
  total[d] = offset;
  plan.slices.dim = d;
  plan.slices.whole = total;
}

GatherPlan plan_gather(const std::vector<Shape>& shapes, std::int64_t dim) {
  GatherPlan plan;
  plan_gather_into(shapes, dim, plan);
  return plan;
}

namespace {

// `rows` rows of `len` elements, dst[r*dst_stride ...] ← src[r*src_stride ...], issued on the
// piece's device (after its own work: on CUDA the replica's stream).
std::size_t copy_rows(Device& issuer, Tensor& dst, std::int64_t dst_offset, std::int64_t dst_stride,
                      const Tensor& src, std::int64_t src_offset, std::int64_t src_stride,
                      std::int64_t rows, std::int64_t len) {
  if (rows == 0 || len == 0) return 0;
  issuer.copy_2d(dst.data() + dst_offset, bytes_of(dst_stride), dst.device(), src.data() + src_offset,
                 bytes_of(src_stride), src.device(), bytes_of(len), static_cast<std::size_t>(rows));
  return bytes_of(rows * len);
}

}  // namespace

std::size_t copy_piece_out(const Tensor& whole, int dim, std::int64_t offset, Tensor& piece) {
  const std::int64_t inner = whole.shape().inner(dim);
  const std::int64_t len = piece.shape()[dim] * inner;
  return copy_rows(piece.device(), piece, 0, len, whole, offset * inner, whole.shape()[dim] * inner,
                   whole.shape().outer(dim), len);
}

std::size_t copy_piece_in(const Tensor& piece, int dim, std::int64_t offset, Tensor& whole) {
  const std::int64_t inner = whole.shape().inner(dim);
  const std::int64_t len = piece.shape()[dim] * inner;
  return copy_rows(piece.device(), whole, offset * inner, whole.shape()[dim] * inner, piece, 0, len,
                   whole.shape().outer(dim), len);
}

}  // namespace dp
