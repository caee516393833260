// The CUDA backend's entry points, called by run/backends.cpp (no CUDA headers here).
#pragma once

#include <memory>

#include "cuda/cuda_discovery.h"
#include "device/device_pool.h"

namespace dp {

// cudaGetDeviceCount and the properties of every device; never throws.
CudaDiscovery cuda_discover();

// `logical` CUDA devices over the physical ones in `found` (round-robin), with pinned host
// memory as the pool's "cpu", and an NCCL broadcaster and reducer. Enables peer access where possible.
std::unique_ptr<DevicePool> make_cuda_pool(int logical, const CudaDiscovery& found);

// One CUDA device, torch's cuda:<index>, on physical GPU index mod count: a DDP GPU rank's device.
std::unique_ptr<Device> make_cuda_device(int index, const CudaDiscovery& found);

}  // namespace dp
