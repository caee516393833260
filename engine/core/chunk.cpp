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

// The rule itself, the one place it is written: n rows into k chunks hands `piece` each size, in
// order. split(ceil(n/k)): pieces of ceil(n/k), the last what is left; k empty pieces for n = 0.
template <typename Piece>
void for_each_chunk(std::int64_t n, std::int64_t k, Piece&& piece) {
  check_chunks(k);
  if (n == 0) {  // R1.2 special: k empty pieces
    for (std::int64_t i = 0; i < k; ++i) piece(0);
    return;
  }
  const std::int64_t s = n / k + (n % k != 0);  // ceil(n / k) without overflow
  for (std::int64_t left = n; left > 0; left -= std::min(s, left)) piece(std::min(s, left));  // never past n: no overflow
}

}  // namespace

std::vector<std::int64_t> chunk_sizes(std::int64_t n, std::int64_t k) {
  std::vector<std::int64_t> sizes;
  for_each_chunk(n, k, [&sizes](std::int64_t size) { sizes.push_back(size); });
  return sizes;
}

void chunk_shapes_into(const Shape& shape, std::int64_t k, std::int64_t dim, std::vector<Shape>& shapes) {
  if (shape.ndim() == 0) {
    throw Error(ErrorType::RuntimeError, "chunk expects at least a 1-dimensional tensor");
  }
  check_chunks(k);  // before the dim check, as ATen does
  const int d = wrap_dim(dim, shape.ndim());
  shapes.clear();
  Shape piece = shape;
  for_each_chunk(shape[d], k, [&](std::int64_t size) {
    piece[d] = size;
    shapes.push_back(piece);
  });
}

std::vector<Shape> chunk_shapes(const Shape& shape, std::int64_t k, std::int64_t dim) {
  std::vector<Shape> shapes;
  chunk_shapes_into(shape, k, dim, shapes);
  return shapes;
}

}  // namespace dp
