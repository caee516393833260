// The portable product (see portable_gemm.h): register tiles over 4-float vectors, two loop forms.
//  - dot form (A·Bᵀ, Linear's forward): rows of A and B are contiguous along k; a tile of 4 rows of A
//    by 2 rows of B keeps 8 vector sums. Each element: four lanes over p ≡ 0..3 (mod 4), in order,
//    the lanes summed pairwise, then the last k mod 4 terms in order.
//  - axpy form (A·B and Aᵀ·B, the backward's products): rows of B are contiguous along n; a tile of
//    4 rows of C by 16 columns stays in registers while p runs. Each element: C (or 0), then the
//    terms p = 0, 1, ..., k−1 in order.
// Tiles only choose which elements are computed together, never an element's order.
#include "device/portable_gemm.h"

#include <cstring>

namespace dp {
namespace {

using i64 = std::int64_t;
typedef float v4 __attribute__((vector_size(16)));

inline v4 load4(const float* p) {
  v4 v;
  std::memcpy(&v, p, sizeof v);
  return v;
}
inline void store4(float* p, v4 v) { std::memcpy(p, &v, sizeof v); }
inline v4 splat(float x) { return v4{x, x, x, x}; }

// C[r][s] (+)= Σ_p A[r][p]·B[s][p] for R rows of A and S rows of B.
template <int R, int S>
void dot_tile(i64 k, const float* a, i64 lda, const float* b, i64 ldb, bool accumulate, float* c, i64 ldc) {
  v4 sum[R][S];
  for (int r = 0; r < R; ++r)
    for (int s = 0; s < S; ++s) sum[r][s] = splat(0.0f);
  const i64 k4 = k & ~i64(3);
  for (i64 p = 0; p < k4; p += 4) {
    v4 av[R], bv[S];
    for (int r = 0; r < R; ++r) av[r] = load4(a + r * lda + p);
    for (int s = 0; s < S; ++s) bv[s] = load4(b + s * ldb + p);
    for (int r = 0; r < R; ++r)
      for (int s = 0; s < S; ++s) sum[r][s] += av[r] * bv[s];
  }
  for (int r = 0; r < R; ++r) {
    for (int s = 0; s < S; ++s) {
      float t = (sum[r][s][0] + sum[r][s][1]) + (sum[r][s][2] + sum[r][s][3]);
      for (i64 p = k4; p < k; ++p) t += a[r * lda + p] * b[s * ldb + p];
      float& out = c[r * ldc + s];
      out = accumulate ? out + t : t;
    }
  }
}

template <int R>
void dot_rows(i64 n, i64 k, const float* a, i64 lda, const float* b, i64 ldb, bool accumulate, float* c, i64 ldc) {
  i64 j = 0;
  for (; j + 2 <= n; j += 2) dot_tile<R, 2>(k, a, lda, b + j * ldb, ldb, accumulate, c + j, ldc);
  if (j < n) dot_tile<R, 1>(k, a, lda, b + j * ldb, ldb, accumulate, c + j, ldc);
}

// B a block of rows at a time, so that the block stays in cache while every row of A meets it
// (streaming all of B past each 4 rows of A made the product memory-bound: 7 GFLOP/s at 256×1024×1024).
constexpr i64 kRowsOfBBlock = 64;

void dot_form(i64 m, i64 n, i64 k, const float* a, i64 lda, const float* b, i64 ldb, bool accumulate, float* c,
              i64 ldc) {
  for (i64 j = 0; j < n; j += kRowsOfBBlock) {
    const i64 nb = n - j < kRowsOfBBlock ? n - j : kRowsOfBBlock;
    i64 i = 0;
    for (; i + 4 <= m; i += 4) dot_rows<4>(nb, k, a + i * lda, lda, b + j * ldb, ldb, accumulate, c + i * ldc + j, ldc);
    for (; i < m; ++i) dot_rows<1>(nb, k, a + i * lda, lda, b + j * ldb, ldb, accumulate, c + i * ldc + j, ldc);
  }
}

// A's element (r, p) of the tile is a[r * ar + p * ap]: ar = lda, ap = 1 for A, ar = 1, ap = lda for Aᵀ.
struct Strides {
  i64 ar, ap;
};

// C[r][j..j+4W) (+)= Σ_p A(r, p)·B[p][j..j+4W) for R rows, p in order.
template <int R, int W>
void axpy_tile(i64 k, const float* a, Strides as, const float* b, i64 ldb, bool accumulate, float* c, i64 ldc) {
  v4 sum[R][W];
  for (int r = 0; r < R; ++r)
    for (int w = 0; w < W; ++w) sum[r][w] = accumulate ? load4(c + r * ldc + 4 * w) : splat(0.0f);
  for (i64 p = 0; p < k; ++p) {
    v4 bv[W];
    for (int w = 0; w < W; ++w) bv[w] = load4(b + p * ldb + 4 * w);
    for (int r = 0; r < R; ++r) {
      const v4 av = splat(a[r * as.ar + p * as.ap]);
      for (int w = 0; w < W; ++w) sum[r][w] += av * bv[w];
    }
  }
  for (int r = 0; r < R; ++r)
    for (int w = 0; w < W; ++w) store4(c + r * ldc + 4 * w, sum[r][w]);
}

// The last n mod 4 columns, one element at a time in the same order.
template <int R>
void axpy_scalar(i64 cols, i64 k, const float* a, Strides as, const float* b, i64 ldb, bool accumulate, float* c,
                 i64 ldc) {
  for (int r = 0; r < R; ++r) {
    for (i64 j = 0; j < cols; ++j) {
      float t = accumulate ? c[r * ldc + j] : 0.0f;
      for (i64 p = 0; p < k; ++p) t += a[r * as.ar + p * as.ap] * b[p * ldb + j];
      c[r * ldc + j] = t;
    }
  }
}

template <int R>
void axpy_rows(i64 n, i64 k, const float* a, Strides as, const float* b, i64 ldb, bool accumulate, float* c,
               i64 ldc) {
  i64 j = 0;
  for (; j + 16 <= n; j += 16) axpy_tile<R, 4>(k, a, as, b + j, ldb, accumulate, c + j, ldc);
  for (; j + 4 <= n; j += 4) axpy_tile<R, 1>(k, a, as, b + j, ldb, accumulate, c + j, ldc);
  if (j < n) axpy_scalar<R>(n - j, k, a, as, b + j, ldb, accumulate, c + j, ldc);
}

void axpy_form(i64 m, i64 n, i64 k, const float* a, Strides as, const float* b, i64 ldb, bool accumulate, float* c,
               i64 ldc) {
  i64 i = 0;
  for (; i + 4 <= m; i += 4) axpy_rows<4>(n, k, a + i * as.ar, as, b, ldb, accumulate, c + i * ldc, ldc);
  for (; i < m; ++i) axpy_rows<1>(n, k, a + i * as.ar, as, b, ldb, accumulate, c + i * ldc, ldc);
}

}  // namespace

void portable_sgemm(bool trans_a, bool trans_b, i64 m, i64 n, i64 k, const float* a, i64 lda, const float* b,
                    i64 ldb, bool accumulate, float* c, i64 ldc) {
  if (m <= 0 || n <= 0) return;
  if (!trans_a && trans_b) return dot_form(m, n, k, a, lda, b, ldb, accumulate, c, ldc);
  const Strides as = trans_a ? Strides{1, lda} : Strides{lda, 1};
  if (!trans_b) return axpy_form(m, n, k, a, as, b, ldb, accumulate, c, ldc);
  // Aᵀ·Bᵀ (no caller of the engine asks for it): element by element, p in order.
  for (i64 i = 0; i < m; ++i) {
    for (i64 j = 0; j < n; ++j) {
      float t = accumulate ? c[i * ldc + j] : 0.0f;
      for (i64 p = 0; p < k; ++p) t += a[i * as.ar + p * as.ap] * b[j * ldb + p];
      c[i * ldc + j] = t;
    }
  }
}

const char* portable_gemm_target() {
#if defined(__wasm_simd128__)
  return "wasm simd128";
#elif defined(__wasm__)
  return "wasm, no simd";
#elif defined(__x86_64__)
  return "x86-64 sse2";
#else
  return "generic";
#endif
}

}  // namespace dp
