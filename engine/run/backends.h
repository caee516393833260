// Backends: which GPUs a run gets, the one place that chooses between device/ and cuda/.
// Simulated GPUs always; CUDA GPUs when the build has the CUDA backend (engine/cuda/) and the
// machine has a driver and a device. Discovery never throws: no driver
// (cudaErrorInsufficientDriver, 35) or no device is "0 CUDA devices" with the reason.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cuda/cuda_discovery.h"
#include "device/device_pool.h"
#include "device/device_spec.h"

namespace dp {

// Asks the CUDA runtime once per process and caches the answer.
const CudaDiscovery& discover_cuda();

// "0 CUDA devices (CUDA driver version is insufficient for CUDA runtime version)",
// "2 CUDA devices: NVIDIA H200, NVIDIA H200".
std::string describe(const CudaDiscovery& discovery);

// The pool a run uses: `gpus` simulated GPUs (`specs`: one per GPU, or empty for the default
// spec), or `gpus` CUDA devices, logical device i on physical device i mod count ("virtual" beyond
// the physical count). Throws RuntimeError "CUDA backend unavailable: <reason>" when CUDA is
// asked for and there is none, ValueError for a count outside kGpuRange (core/limits.h).
std::unique_ptr<DevicePool> make_pool(Backend backend, int gpus, const std::vector<SimDeviceSpec>& specs = {});

// A DDP GPU rank's device: CUDA device `index` (0 ≤ index < the devices found). Throws
// RuntimeError "CUDA backend unavailable: <reason>" when there is none, as make_pool does.
std::unique_ptr<Device> make_rank_gpu(int index);

}  // namespace dp
