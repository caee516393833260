// One check macro per API (CUDA runtime, cuBLAS, NCCL): a failed call throws dp::Error with the
// library's own message, the call and file:line. A failed allocation is an OutOfMemoryError.
#pragma once

#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <nccl.h>

namespace dp {

[[noreturn]] void throw_cuda_error(cudaError_t status, const char* call, const char* file, int line);
[[noreturn]] void throw_cublas_error(cublasStatus_t status, const char* call, const char* file, int line);
[[noreturn]] void throw_nccl_error(ncclResult_t status, const char* call, const char* file, int line);

}  // namespace dp

#define DP_CUDA_CHECK(call)                                                          \
  do {                                                                               \
    const cudaError_t dp_status_ = (call);                                           \
    if (dp_status_ != cudaSuccess) ::dp::throw_cuda_error(dp_status_, #call, __FILE__, __LINE__); \
  } while (0)

#define DP_CUBLAS_CHECK(call)                                                        \
  do {                                                                               \
    const cublasStatus_t dp_status_ = (call);                                        \
    if (dp_status_ != CUBLAS_STATUS_SUCCESS) ::dp::throw_cublas_error(dp_status_, #call, __FILE__, __LINE__); \
  } while (0)

#define DP_NCCL_CHECK(call)                                                          \
  do {                                                                               \
    const ncclResult_t dp_status_ = (call);                                          \
    if (dp_status_ != ncclSuccess) ::dp::throw_nccl_error(dp_status_, #call, __FILE__, __LINE__); \
  } while (0)
