// The check macros' throwers: "CUDA error: out of memory (cudaErrorMemoryAllocation) in
// cudaMalloc(&ptr, bytes) at engine/cuda/cuda_device.cpp:57".
#include "cuda/cuda_check.h"

#include <string>

#include "cuda/cuda_libs.h"
#include "core/error.h"

namespace dp {
namespace {

std::string where(const char* call, const char* file, int line) {
  std::string path = file;
  const auto at = path.rfind("engine/");
  if (at != std::string::npos) path = path.substr(at);
  return std::string(" in ") + call + " at " + path + ":" + std::to_string(line);
}

}  // namespace

void throw_cuda_error(cudaError_t status, const char* call, const char* file, int line) {
  cudaGetLastError();  // clears a non-sticky error so the next call starts clean
  const ErrorType type =
      status == cudaErrorMemoryAllocation ? ErrorType::OutOfMemoryError : ErrorType::RuntimeError;
  throw Error(type, std::string("CUDA error: ") + cudaGetErrorString(status) + " (" +
                        cudaGetErrorName(status) + ")" + where(call, file, line));
}

void throw_cublas_error(cublasStatus_t status, const char* call, const char* file, int line) {
  const ErrorType type =
      status == CUBLAS_STATUS_ALLOC_FAILED ? ErrorType::OutOfMemoryError : ErrorType::RuntimeError;
  const CudaLibs& lib = cuda_libs();  // loaded: a cuBLAS call just returned this status
  throw Error(type, std::string("cuBLAS error: ") + lib.blas_status_string(status) + " (" +
                        lib.blas_status_name(status) + ")" + where(call, file, line));
}

void throw_nccl_error(ncclResult_t status, const char* call, const char* file, int line) {
  const CudaLibs& lib = cuda_libs();
  std::string detail = lib.nccl_last_error(nullptr);
  throw Error(ErrorType::RuntimeError, std::string("NCCL error: ") + lib.nccl_error_string(status) +
                                           (detail.empty() ? "" : " (" + detail + ")") +
                                           where(call, file, line));
}

}  // namespace dp
