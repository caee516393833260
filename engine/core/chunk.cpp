// torch.chunk (aten/src/ATen/native/TensorShape.cpp): split(ceil(n/k)), or k empty pieces.
#include "core/chunk.h"

#include <algorithm>

#include "core/error.h"

namespace dp {
namespace {

void check_chunks(std::int64_t k) {
  if (k <= 0) {
    throw Error(ErrorType::RuntimeError,
                "chunk expects `chunks` to be greater than 0, got: " + std::to_string(k));
  }
}

}  // namespace

std::vector<std::int64_t> chunk_sizes(std::int64_t n, std::int64_t k) {
  check_chunks(k);
  if (n == 0) return std::vector<std::int64_t>(static_cast<std::size_t>(k), 0);  // R1.2 special
  const std::int64_t s = n / k + (n % k != 0);  // ceil(n / k) without overflow
  const std::int64_t count = n / s + (n % s != 0);
  std::vector<std::int64_t> sizes(static_cast<std::size_t>(count), s);
  sizes.back() = n - s * (count - 1);
  return sizes;
}

void chunk_shapes_into(const Shape& shape, std::int64_t k, std::int64_t dim, std::vector<Shape>& shapes) {
  if (shape.ndim() == 0) {
    throw Error(ErrorType::RuntimeError, "chunk expects at least a 1-dimensional tensor");
  }
  check_chunks(k);  // before the dim check, as ATen does
  const int d = wrap_dim(dim, shape.ndim());
  const std::int64_t n = shape[d];
  shapes.clear();
  Shape piece = shape;
  if (n == 0) {  // R1.2 special: k empty pieces
    piece[d] = 0;
    shapes.assign(static_cast<std::size_t>(k), piece);
    return;
  }
  const std::int64_t s = n / k + (n % k != 0);
  for (std::int64_t start = 0; start < n; start += s) {
    piece[d] = std::min(s, n - start);
    shapes.push_back(piece);
  }
}

std::vector<Shape> chunk_shapes(const Shape& shape, std::int64_t k, std::int64_t dim) {
  std::vector<Shape> shapes;
  chunk_shapes_into(shape, k, dim, shapes);
  return shapes;
}

}  // namespace dp
