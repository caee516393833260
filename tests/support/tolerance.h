// The tests' one float tolerance: |got − want| ≤ atol + rtol·|want| (the formula of numpy's and
// torch's allclose), computed in the arguments' own type; NaN is never within it. Every test
// that accepts a float difference says which tolerance it means instead of retyping the formula.
#pragma once

#include <cmath>

struct Tolerance {
  double rtol;
  double atol;
};

// The engine's float32 against the golden files' PyTorch values, or against a double reference
// (finite differences): float32 rounding through a few layers and steps. The golden files
// (tests/data/*.json) state no tolerance of their own; this is the one every golden test uses.
inline constexpr Tolerance kGoldenTolerance{1e-4, 1e-5};
// The same float32 computation summed in another order (cuBLAS or a CUDA kernel against OpenBLAS).
inline constexpr Tolerance kDeviceTolerance{1e-5, 1e-5};

template <typename T>
bool within_tolerance(T got, T want, Tolerance tol = kGoldenTolerance) {
  return std::abs(got - want) <= T(tol.atol) + T(tol.rtol) * std::abs(want);
}
