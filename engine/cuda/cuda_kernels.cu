// Grid-stride kernels: a capped grid covers any size with 64-bit indices.
#include "cuda/cuda_kernels.h"

namespace dp {
namespace {

constexpr int kThreads = 256;
constexpr std::int64_t kMaxBlocks = 65535;

unsigned blocks_for(std::int64_t n) {
  const std::int64_t b = (n + kThreads - 1) / kThreads;
  return static_cast<unsigned>(b < kMaxBlocks ? b : kMaxBlocks);
}

__global__ void broadcast_rows_kernel(float* y, const float* row, std::int64_t total, std::int64_t n) {
  const std::int64_t stride = static_cast<std::int64_t>(gridDim.x) * blockDim.x;
  for (std::int64_t i = blockIdx.x * static_cast<std::int64_t>(blockDim.x) + threadIdx.x; i < total; i += stride) {
    y[i] = row[i % n];
  }
}

__global__ void relu_kernel(const float* x, float* y, std::int64_t n) {
  const std::int64_t stride = static_cast<std::int64_t>(gridDim.x) * blockDim.x;
  for (std::int64_t i = blockIdx.x * static_cast<std::int64_t>(blockDim.x) + threadIdx.x; i < n; i += stride) {
    const float v = x[i];
    y[i] = v < 0.0f ? 0.0f : v;  // NaN stays NaN, as in torch.relu and the CPU's std::max(x, 0)
  }
}

}  // namespace

cudaError_t launch_broadcast_rows(float* y, const float* row, std::int64_t m, std::int64_t n, cudaStream_t stream) {
  const std::int64_t total = m * n;
  if (total <= 0) return cudaSuccess;
  broadcast_rows_kernel<<<blocks_for(total), kThreads, 0, stream>>>(y, row, total, n);
  return cudaGetLastError();
}

cudaError_t launch_relu(const float* x, float* y, std::int64_t n, cudaStream_t stream) {
  if (n <= 0) return cudaSuccess;
  relu_kernel<<<blocks_for(n), kThreads, 0, stream>>>(x, y, n);
  return cudaGetLastError();
}

}  // namespace dp
