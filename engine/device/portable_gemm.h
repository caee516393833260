// The engine's own matrix product: portable C++ over 4-float vectors (GCC/Clang vector extensions,
// which become WebAssembly SIMD128 in the browser build and SSE on x86-64). It is the product of
// builds without a BLAS (the browser's) and a third choice beside OpenBLAS and oneDNN on the desktop
// (--gemm portable), where the same tests check it against PyTorch's goldens.
//
// Each element of C is summed in one fixed order that depends only on k (never on m, n, the block
// it falls in or the thread): a replica's rows equal the same rows of the whole batch's product bit
// for bit (R9.4).
#pragma once

#include <cstdint>

namespace dp {

// Row-major C [m, n] = op(A)·op(B), plus C when accumulating; op transposes when asked. A is [m, k]
// (or [k, m] transposed) with row stride lda, B [k, n] (or [n, k] transposed) with ldb, C's ldc.
void portable_sgemm(bool trans_a, bool trans_b, std::int64_t m, std::int64_t n, std::int64_t k, const float* a,
                    std::int64_t lda, const float* b, std::int64_t ldb, bool accumulate, float* c, std::int64_t ldc);

// What the vectors compile to in this build: "wasm simd128", "x86-64 sse2", "generic".
const char* portable_gemm_target();

}  // namespace dp
