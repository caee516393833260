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

__device__ std::int64_t first_index() { return blockIdx.x * static_cast<std::int64_t>(blockDim.x) + threadIdx.x; }
__device__ std::int64_t grid_stride() { return static_cast<std::int64_t>(gridDim.x) * blockDim.x; }

__global__ void broadcast_rows_kernel(float* y, const float* row, std::int64_t total, std::int64_t n) {
  for (std::int64_t i = first_index(); i < total; i += grid_stride()) y[i] = row[i % n];
}

__global__ void relu_kernel(const float* x, float* y, std::int64_t n) {
  for (std::int64_t i = first_index(); i < n; i += grid_stride()) {
    const float v = x[i];
    y[i] = v < 0.0f ? 0.0f : v;  // NaN stays NaN, as in torch.relu and the CPU's std::max(x, 0)
  }
}

__global__ void relu_backward_kernel(const float* y, const float* dy, float* dx, std::int64_t n) {
  for (std::int64_t i = first_index(); i < n; i += grid_stride()) dx[i] = y[i] > 0.0f ? dy[i] : 0.0f;
}

// One thread per column: neighbouring threads read neighbouring floats of each row (coalesced).
__global__ void column_sums_kernel(const float* dy, float* db, std::int64_t m, std::int64_t n) {
  for (std::int64_t j = first_index(); j < n; j += grid_stride()) {
    double sum = 0.0;
    for (std::int64_t r = 0; r < m; ++r) sum += dy[r * n + j];
    db[j] = static_cast<float>(sum);
  }
}

__global__ void axpby_kernel(std::int64_t n, float alpha, const float* x, float beta, float* y) {
  for (std::int64_t i = first_index(); i < n; i += grid_stride()) y[i] = alpha * x[i] + beta * y[i];
}

__global__ void squared_error_partials_kernel(const float* y, const float* t, std::int64_t n, double* partials) {
  __shared__ double block[kThreads];
  double sum = 0.0;
  for (std::int64_t i = first_index(); i < n; i += grid_stride()) {
    const double d = static_cast<double>(y[i]) - t[i];
    sum += d * d;
  }
  block[threadIdx.x] = sum;
  __syncthreads();
  for (int half = kThreads / 2; half > 0; half /= 2) {
    if (static_cast<int>(threadIdx.x) < half) block[threadIdx.x] += block[threadIdx.x + half];
    __syncthreads();
  }
  if (threadIdx.x == 0) partials[blockIdx.x] = block[0];
}

__global__ void mean_of_partials_kernel(const double* partials, int count, std::int64_t n, float* loss) {
  double sum = 0.0;
  for (int b = 0; b < count; ++b) sum += partials[b];
  *loss = static_cast<float>(sum / static_cast<double>(n));
}

__global__ void mse_loss_backward_kernel(const float* y, const float* t, std::int64_t n, float norm, float* grad) {
  for (std::int64_t i = first_index(); i < n; i += grid_stride()) grad[i] = (y[i] - t[i]) * norm;
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

cudaError_t launch_relu_backward(const float* y, const float* dy, float* dx, std::int64_t n, cudaStream_t stream) {
  if (n <= 0) return cudaSuccess;
  relu_backward_kernel<<<blocks_for(n), kThreads, 0, stream>>>(y, dy, dx, n);
  return cudaGetLastError();
}

cudaError_t launch_column_sums(const float* dy, float* db, std::int64_t m, std::int64_t n, cudaStream_t stream) {
  if (n <= 0) return cudaSuccess;
  column_sums_kernel<<<blocks_for(n), kThreads, 0, stream>>>(dy, db, m, n);
  return cudaGetLastError();
}

cudaError_t launch_axpby(std::int64_t n, float alpha, const float* x, float beta, float* y, cudaStream_t stream) {
  if (n <= 0) return cudaSuccess;
  axpby_kernel<<<blocks_for(n), kThreads, 0, stream>>>(n, alpha, x, beta, y);
  return cudaGetLastError();
}

cudaError_t launch_mse_loss(const float* y, const float* t, std::int64_t n, double* partials, float* loss,
                            cudaStream_t stream) {
  int blocks = 0;
  if (n > 0) {
    const unsigned wanted = blocks_for(n);
    blocks = static_cast<int>(wanted < kMseLossBlocks ? wanted : kMseLossBlocks);
    squared_error_partials_kernel<<<blocks, kThreads, 0, stream>>>(y, t, n, partials);
  }
  mean_of_partials_kernel<<<1, 1, 0, stream>>>(partials, blocks, n, loss);
  return cudaGetLastError();
}

cudaError_t launch_mse_loss_backward(const float* y, const float* t, std::int64_t n, float* grad, cudaStream_t stream) {
  if (n <= 0) return cudaSuccess;
  const float norm = static_cast<float>(2.0 / static_cast<double>(n));
  mse_loss_backward_kernel<<<blocks_for(n), kThreads, 0, stream>>>(y, t, n, norm, grad);
  return cudaGetLastError();
}

}  // namespace dp
