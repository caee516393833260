// torch.chunk (aten/src/ATen/native/TensorShape.cpp): split(ceil(n/k)), or k empty pieces.
#include "chunk.h"

#include "error.h"

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

std::vector<Shape> chunk_shapes(const Shape& shape, std::int64_t k, std::int64_t dim) {
  if (shape.ndim() == 0) {
    throw Error(ErrorType::RuntimeError, "chunk expects at least a 1-dimensional tensor");
  }
  check_chunks(k);  // before the dim check, as ATen does
  const int d = wrap_dim(dim, shape.ndim());
  std::vector<Shape> shapes;
  for (auto size : chunk_sizes(shape[d], k)) {
    Shape piece = shape;
    piece[d] = size;
    shapes.push_back(piece);
  }
  return shapes;
}

}  // namespace dp
