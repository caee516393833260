// CUDA discovery: device count, names, memory and SM counts. No driver (error 35) or no device
// is an answer ("0 CUDA devices" and why), not an error.
#include <cuda_runtime.h>
#include <nccl.h>

#include <string>

#include "cuda/cuda_backend.h"

namespace dp {
namespace {

std::string version_text(int v) {  // 13000 → "13.0"
  return std::to_string(v / 1000) + "." + std::to_string((v % 1000) / 10);
}

}  // namespace

CudaDiscovery cuda_discover() {
  CudaDiscovery found;
  found.built = true;
  int runtime = 0, driver = 0;
  cudaRuntimeGetVersion(&runtime);
  cudaDriverGetVersion(&driver);  // 0 without a driver
  const int nccl = NCCL_VERSION_CODE;  // the headers built against: NCCL is loaded only for a CUDA pool
  found.runtime = "CUDA runtime " + version_text(runtime) + ", driver " +
                  (driver ? version_text(driver) : std::string("none")) + ", NCCL " +
                  std::to_string(nccl / 10000) + "." + std::to_string(nccl / 100 % 100) + "." +
                  std::to_string(nccl % 100);
  int count = 0;
  const cudaError_t status = cudaGetDeviceCount(&count);
  if (status != cudaSuccess) {
    cudaGetLastError();
    found.absent = CudaAbsence::RuntimeError;
    found.error_code = static_cast<int>(status);
    found.error_name = cudaGetErrorName(status);
    found.error_text = cudaGetErrorString(status);
    found.reason = found.error_text + ", " + found.error_name + " = " + std::to_string(found.error_code);
    return found;
  }
  if (count <= 0) {
    found.absent = CudaAbsence::NoDevice;
    found.reason = "the driver reports no CUDA-capable device";
    return found;
  }
  for (int i = 0; i < count; ++i) {
    cudaDeviceProp prop{};
    if (cudaGetDeviceProperties(&prop, i) != cudaSuccess) {
      cudaGetLastError();
      continue;  // an unusable device is left out, not fatal
    }
    int clock_khz = 0;
    if (cudaDeviceGetAttribute(&clock_khz, cudaDevAttrClockRate, i) != cudaSuccess) {
      cudaGetLastError();
      clock_khz = 0;  // unknown: the bench then gives no peak
    }
    found.devices.push_back(CudaDeviceFacts{i, prop.name, static_cast<std::uint64_t>(prop.totalGlobalMem),
                                            prop.multiProcessorCount, prop.major, prop.minor, clock_khz});
  }
  if (found.devices.empty()) {
    found.absent = CudaAbsence::NoneQueried;
    found.reason = "no CUDA device could be queried";
  }
  return found;
}

}  // namespace dp
