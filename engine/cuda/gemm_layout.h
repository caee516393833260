// Linear's y = x·wᵀ (row-major x [m, k], w [n, k], y [m, n]) as a column-major cuBLAS call.
// A row-major matrix is its transpose in column-major, so yᵀ [n × m] = w [n × k] · xᵀ [k × m]:
// op(A) = wᵀᵀ from w stored as a k × n column-major matrix (transposed), B = xᵀ as k × m (not
// transposed), C = yᵀ as n × m. Tested on the CPU against the row-major definition.
#pragma once

#include <cstdint>

namespace dp {

struct ColumnMajorGemm {
  bool transpose_a = true;   // CUBLAS_OP_T
  bool transpose_b = false;  // CUBLAS_OP_N
  std::int64_t m = 0, n = 0, k = 0;    // C is m × n, op(A) m × k, op(B) k × n
  std::int64_t lda = 0, ldb = 0, ldc = 0;
  bool a_is_w = true;        // A is the weight, B the input
};

inline ColumnMajorGemm column_major_xwt(std::int64_t m, std::int64_t n, std::int64_t k) {
  ColumnMajorGemm g;
  g.m = n;     // rows of yᵀ
  g.n = m;     // columns of yᵀ
  g.k = k;
  g.lda = k;   // w as column-major k × n
  g.ldb = k;   // x as column-major k × m
  g.ldc = n;   // y as column-major n × m
  return g;
}

}  // namespace dp
