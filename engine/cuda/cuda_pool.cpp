// make_cuda_pool: logical devices round-robin over the physical GPUs, peer access between them,
// pinned host memory, and the NCCL broadcaster and reducer (sharing their communicators).
#include <cuda_runtime.h>

#include "cuda/cuda_backend.h"
#include "cuda/cuda_device.h"
#include "cuda/cuda_libs.h"
#include "cuda/device_map.h"
#include "cuda/nccl_broadcaster.h"
#include "cuda/nccl_reducer.h"

namespace dp {
namespace {

// Direct GPU-to-GPU copies where the hardware allows; otherwise the runtime stages through the
// host, which is slower but still correct.
void enable_peer_access(const std::vector<CudaDeviceFacts>& gpus) {
  for (const auto& a : gpus) {
    for (const auto& b : gpus) {
      if (a.index == b.index) continue;
      int can = 0;
      if (cudaDeviceCanAccessPeer(&can, a.index, b.index) != cudaSuccess || !can) continue;
      cudaSetDevice(a.index);
      cudaDeviceEnablePeerAccess(b.index, 0);  // "already enabled" is fine
    }
  }
  cudaGetLastError();
}

}  // namespace

std::unique_ptr<DevicePool> make_cuda_pool(int logical, const CudaDiscovery& found) {
  if (logical > 0) cuda_libs();  // cuBLAS and NCCL, or a clear "cannot load" before any device is made
  const int physical_count = static_cast<int>(found.devices.size());
  std::vector<std::unique_ptr<Device>> devices;
  for (int i = 0; i < logical; ++i) {
    const CudaDeviceFacts& facts = found.devices[static_cast<std::size_t>(physical_of(i, physical_count))];
    devices.push_back(std::make_unique<CudaDevice>(i, physical_count, facts));
  }
  if (logical > 1) enable_peer_access(found.devices);
  std::unique_ptr<Device> host;
  if (logical > 0) {
    host = std::make_unique<PinnedHostDevice>();
  } else {
    host = std::make_unique<HostDevice>();
  }
  std::unique_ptr<Broadcaster> broadcaster;
  std::unique_ptr<Reducer> reducer;
  if (logical > 1) {
    auto comms = std::make_shared<NcclComms>();
    broadcaster = std::make_unique<NcclBroadcaster>(comms);
    reducer = std::make_unique<NcclReducer>(comms);
  }
  return DevicePool::assemble(std::move(host), std::move(devices), std::move(broadcaster), std::move(reducer));
}

std::unique_ptr<Device> make_cuda_device(int index, const CudaDiscovery& found) {
  cuda_libs();
  const int physical_count = static_cast<int>(found.devices.size());
  const CudaDeviceFacts& facts = found.devices[static_cast<std::size_t>(physical_of(index, physical_count))];
  return std::make_unique<CudaDevice>(index, physical_count, facts);
}

}  // namespace dp
