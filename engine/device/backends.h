// Backends: which GPUs a run gets. Simulated GPUs always; CUDA GPUs when the build has the CUDA
// backend (engine/cuda/) and the machine has a driver and a device. Discovery never throws: no
// driver (cudaErrorInsufficientDriver, 35) or no device is "0 CUDA devices" with the reason.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "device/device_pool.h"
#include "run/run_config.h"

namespace dp {

struct CudaDeviceFacts {
  int index = 0;
  std::string name;                  // "NVIDIA H200"
  std::uint64_t memory_bytes = 0;    // total global memory
  int multi_processor_count = 0;
  int compute_major = 0, compute_minor = 0;
};

struct CudaDiscovery {
  bool built = false;                    // this build has the CUDA backend
  std::vector<CudaDeviceFacts> devices;  // physical devices
  std::string reason;                    // why there are none; empty when there are
  std::string runtime;                   // "CUDA runtime 13.0, driver 13.0, NCCL 2.28.3"
};

// Asks the CUDA runtime once per process and caches the answer.
const CudaDiscovery& discover_cuda();

// "0 CUDA devices (CUDA driver version is insufficient for CUDA runtime version)",
// "2 CUDA devices: NVIDIA H200, NVIDIA H200".
std::string describe(const CudaDiscovery& discovery);

// The pool a run uses: config.gpus simulated GPUs (or one per config.device_specs), or
// config.gpus CUDA devices, logical device i on physical device i mod count ("virtual" beyond
// the physical count). Throws RuntimeError "CUDA backend unavailable: <reason>" when CUDA is
// asked for and there is none, ValueError for a count outside [0, 64].
std::unique_ptr<DevicePool> make_pool(const RunConfig& config);

}  // namespace dp
