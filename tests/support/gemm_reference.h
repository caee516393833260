// Plain references for the CUDA backend's tests (test_cuda_backend, test_cuda_backward): BLAS's
// column-major sgemm as three loops in double, and seeded normal values to feed it.
#pragma once

#include <cstdint>
#include <vector>

#include "core/random.h"
#include "cuda/gemm_layout.h"

// Column-major C (m × n, ldc) = op(A) · op(B), as BLAS defines it.
inline void naive_column_major_sgemm(const dp::ColumnMajorGemm& g, const float* a, const float* b, float* c) {
  for (std::int64_t j = 0; j < g.n; ++j) {
    for (std::int64_t i = 0; i < g.m; ++i) {
      double sum = 0;
      for (std::int64_t p = 0; p < g.k; ++p) {
        const float av = g.transpose_a ? a[p + i * g.lda] : a[i + p * g.lda];
        const float bv = g.transpose_b ? b[j + p * g.ldb] : b[p + j * g.ldb];
        sum += double(av) * bv;
      }
      c[i + j * g.ldc] = float(sum);
    }
  }
}

// n standard-normal floats from dp::Rng(seed).
inline std::vector<float> random_normals(std::int64_t n, std::uint64_t seed) {
  dp::Rng rng(seed);
  std::vector<float> v(static_cast<std::size_t>(n));
  for (float& x : v) x = rng.normal();
  return v;
}
