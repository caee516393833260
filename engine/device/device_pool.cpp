// DevicePool: construction of simulated devices, assembly of others, and index lookup.
#include "device/device_pool.h"

#include "core/error.h"
#include "core/limits.h"

namespace dp {

std::unique_ptr<DevicePool> DevicePool::simulated(int count, SimDeviceSpec spec) {
  check_gpu_count(count);
  return simulated(std::vector<SimDeviceSpec>(static_cast<std::size_t>(count), spec));
}

std::unique_ptr<DevicePool> DevicePool::simulated(const std::vector<SimDeviceSpec>& specs) {
  check_gpu_count(static_cast<std::int64_t>(specs.size()));
  std::unique_ptr<DevicePool> pool(new DevicePool());
  pool->blas_ = std::make_unique<BlasThreads>(static_cast<int>(specs.size()));  // a core's worth each
  for (std::size_t i = 0; i < specs.size(); ++i) {
    pool->devices_.push_back(std::make_unique<SimDevice>(static_cast<int>(i), specs[i]));
  }
  return pool;
}

std::unique_ptr<DevicePool> DevicePool::assemble(std::unique_ptr<Device> host,
                                                 std::vector<std::unique_ptr<Device>> devices,
                                                 std::unique_ptr<Broadcaster> broadcaster,
                                                 std::unique_ptr<Reducer> reducer) {
  std::unique_ptr<DevicePool> pool(new DevicePool());
  pool->host_ = std::move(host);
  pool->devices_ = std::move(devices);
  pool->broadcaster_ = std::move(broadcaster);
  pool->reducer_ = std::move(reducer);
  return pool;
}

Device& DevicePool::device(int index) {
  if (index < 0 || index >= count()) {
    throw Error(ErrorType::RuntimeError, "CUDA error: invalid device ordinal");
  }
  return *devices_[static_cast<std::size_t>(index)];
}

std::vector<DeviceInfo> DevicePool::lanes() const {
  std::vector<DeviceInfo> infos{host_->info()};
  for (const auto& d : devices_) infos.push_back(d->info());
  return infos;
}

std::vector<Device*> DevicePool::devices(const std::vector<int>& indices) {
  std::vector<Device*> out;
  out.reserve(indices.size());
  for (int i : indices) out.push_back(&device(i));
  return out;
}

}  // namespace dp
