// The element-wise and reduction kernels the modules, the loss and SGD need (the matrix products
// themselves are cuBLAS), launched on a stream. Sizes of 0 launch nothing (the loss of nothing
// is NaN, as torch's mean of an empty tensor).
#pragma once

#include <cuda_runtime.h>

#include <cstdint>

namespace dp {

// y[r, :] = row for r < m (row has n floats).
cudaError_t launch_broadcast_rows(float* y, const float* row, std::int64_t m, std::int64_t n, cudaStream_t stream);
// y[i] = max(x[i], 0).
cudaError_t launch_relu(const float* x, float* y, std::int64_t n, cudaStream_t stream);
// dx[i] = y[i] > 0 ? dy[i] : 0 (dx may be dy).
cudaError_t launch_relu_backward(const float* y, const float* dy, float* dx, std::int64_t n, cudaStream_t stream);
// db[j] = Σ_r dy[r, j] for dy [m, n], summed in double.
cudaError_t launch_column_sums(const float* dy, float* db, std::int64_t m, std::int64_t n, cudaStream_t stream);
// y = alpha·x + beta·y.
cudaError_t launch_axpby(std::int64_t n, float alpha, const float* x, float beta, float* y, cudaStream_t stream);

// Blocks of the loss's first pass: `partials` must hold this many doubles of device memory.
inline constexpr int kMseLossBlocks = 256;
// *loss = Σ(y − t)² / n: per-block sums in double into `partials`, then one block adds them in a
// fixed order (the same loss for the same inputs, run after run).
cudaError_t launch_mse_loss(const float* y, const float* t, std::int64_t n, double* partials, float* loss,
                            cudaStream_t stream);
// grad = (y − t)·(2/n).
cudaError_t launch_mse_loss_backward(const float* y, const float* t, std::int64_t n, float* grad, cudaStream_t stream);

}  // namespace dp
