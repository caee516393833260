// Linear's three row-major products as column-major cuBLAS calls. A row-major matrix M [r, c] is
// Mᵀ [c × r] in column-major with leading dimension c, so each product is computed transposed:
//   y = x·wᵀ   (x [m, k], w [n, k], y [m, n]):  yᵀ [n × m]  = wᵀᵀ · xᵀ   A = w (T), B = x (N)
//   dw = dyᵀ·x (dy [m, n], x [m, k], dw [n, k]): dwᵀ [k × n] = xᵀ · dy    A = x (N), B = dy (T)
//   dx = dy·w  (dy [m, n], w [n, k], dx [m, k]): dxᵀ [k × m] = wᵀ · dyᵀ   A = w (N), B = dy (N)
// Tested on the CPU against the row-major definitions (test_cuda_backend, test_cuda_backward).
#pragma once

#include <cstdint>

namespace dp {

struct ColumnMajorGemm {
  bool transpose_a = true;   // CUBLAS_OP_T
  bool transpose_b = false;  // CUBLAS_OP_N
  std::int64_t m = 0, n = 0, k = 0;    // C is m × n, op(A) m × k, op(B) k × n
  std::int64_t lda = 0, ldb = 0, ldc = 0;
};

// y = x·wᵀ: A is w, B is x, C is y.
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

// dw = dyᵀ·x: A is x, B is dy, C is dw.
inline ColumnMajorGemm column_major_dyt_x(std::int64_t m, std::int64_t n, std::int64_t k) {
  ColumnMajorGemm g;
  g.transpose_a = false;
  g.transpose_b = true;
  g.m = k;     // rows of dwᵀ
  g.n = n;     // columns of dwᵀ
  g.k = m;     // the batch is the inner dim
  g.lda = k;   // x as column-major k × m
  g.ldb = n;   // dy as column-major n × m, transposed to m × n
  g.ldc = k;   // dw as column-major k × n
  return g;
}

// dx = dy·w: A is w, B is dy, C is dx.
inline ColumnMajorGemm column_major_dy_w(std::int64_t m, std::int64_t n, std::int64_t k) {
  ColumnMajorGemm g;
  g.transpose_a = false;
  g.transpose_b = false;
  g.m = k;     // rows of dxᵀ
  g.n = m;     // columns of dxᵀ
  g.k = n;
  g.lda = k;   // w as column-major k × n
  g.ldb = n;   // dy as column-major n × m
  g.ldc = k;   // dx as column-major k × m
  return g;
}

}  // namespace dp
