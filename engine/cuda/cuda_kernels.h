// The two element-wise kernels Linear and ReLU need (sgemm itself is cuBLAS), launched on a
// stream. Sizes of 0 launch nothing.
#pragma once

#include <cuda_runtime.h>

#include <cstdint>

namespace dp {

// y[r, :] = row for r < m (row has n floats).
cudaError_t launch_broadcast_rows(float* y, const float* row, std::int64_t m, std::int64_t n, cudaStream_t stream);
// y[i] = max(x[i], 0).
cudaError_t launch_relu(const float* x, float* y, std::int64_t n, cudaStream_t stream);

}  // namespace dp
