// DevicePool: the devices a run can use: the host ("cpu") and up to kGpuRange.max GPUs (core/limits.h),
// simulated or CUDA (engine/cuda/, made by make_pool in run/backends.h). Index i is torch's device
// index i. Owns the devices, their workers, the OpenBLAS thread lease and, for CUDA, the NCCL
// broadcaster and reducer.
#pragma once

#include <memory>
#include <vector>

#include "device/blas.h"
#include "device/broadcaster.h"
#include "device/reducer.h"
#include "device/host_device.h"
#include "device/sim_device.h"

namespace dp {

class DevicePool {
 public:
  // `count` simulated GPUs, all with `spec`. Throws ValueError for count outside kGpuRange.
  static std::unique_ptr<DevicePool> simulated(int count, SimDeviceSpec spec = {});
  // One simulated GPU per spec (for unbalanced set-ups, R3.5). Throws as above.
  static std::unique_ptr<DevicePool> simulated(const std::vector<SimDeviceSpec>& specs);

  // Any other set of devices: `host` is the pool's "cpu"; `broadcaster` and `reducer` may be null.
  static std::unique_ptr<DevicePool> assemble(std::unique_ptr<Device> host,
                                              std::vector<std::unique_ptr<Device>> devices,
                                              std::unique_ptr<Broadcaster> broadcaster,
                                              std::unique_ptr<Reducer> reducer = nullptr);

  int count() const { return static_cast<int>(devices_.size()); }
  Device& host() { return *host_; }
  // The collective parameter broadcast of these devices, or null (each device copies).
  Broadcaster* broadcaster() { return broadcaster_.get(); }
  // The collective gradient sum of these devices, or null (copies onto device_ids[0], then adds).
  Reducer* reducer() { return reducer_.get(); }
  // Throws RuntimeError "CUDA error: invalid device ordinal" for an index out of range.
  Device& device(int index);
  std::vector<Device*> devices(const std::vector<int>& indices);
  // The host, then every device: the lanes of a trace.
  std::vector<DeviceInfo> lanes() const;

 private:
  DevicePool() = default;
  // Destroyed in reverse: the collectives, the devices, the host, then the BLAS lease.
  std::unique_ptr<BlasThreads> blas_;  // simulated pools: one BLAS thread per device
  std::unique_ptr<Device> host_ = std::make_unique<HostDevice>();
  std::vector<std::unique_ptr<Device>> devices_;
  std::unique_ptr<Broadcaster> broadcaster_;
  std::unique_ptr<Reducer> reducer_;
};

}  // namespace dp
