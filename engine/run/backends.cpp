// Backends: simulated pools here; CUDA discovery and pools in engine/cuda/ when built with it.
#include "run/backends.h"

#include "core/error.h"
#include "core/limits.h"

#if DPVIZ_HAVE_CUDA
#include "cuda/cuda_backend.h"
#endif

namespace dp {

const CudaDiscovery& discover_cuda() {
#if DPVIZ_HAVE_CUDA
  static const CudaDiscovery discovery = cuda_discover();
#else
  static const CudaDiscovery discovery = [] {
    CudaDiscovery d;  // built = false, no devices
    d.reason = "this build has no CUDA backend (no CUDA toolkit at build time)";
    d.absent = CudaAbsence::NotBuilt;
    return d;
  }();
#endif
  return discovery;
}

std::string describe(const CudaDiscovery& discovery) {
  const auto n = discovery.devices.size();
  std::string text = std::to_string(n) + (n == 1 ? " CUDA device" : " CUDA devices");
  if (n == 0) return text + " (" + discovery.reason + ")";
  text += ":";
  for (std::size_t i = 0; i < n; ++i) text += (i ? ", " : " ") + discovery.devices[i].name;
  return text;
}

namespace {

[[noreturn]] void cuda_unavailable(const CudaDiscovery& found) {
  throw Error(ErrorType::RuntimeError, "CUDA backend unavailable: " + describe(found));
}

}  // namespace

std::unique_ptr<DevicePool> make_pool(Backend backend, int gpus, const std::vector<SimDeviceSpec>& specs) {
  check_gpu_count(gpus);
  if (backend == Backend::Simulated) {
    if (specs.empty()) return DevicePool::simulated(std::vector<SimDeviceSpec>(static_cast<std::size_t>(gpus)));
    if (specs.size() != static_cast<std::size_t>(gpus)) {
      throw Error(ErrorType::ValueError, "expected one simulated GPU spec per GPU (" + std::to_string(gpus) +
                                             "), got " + std::to_string(specs.size()));
    }
    return DevicePool::simulated(specs);
  }
  const CudaDiscovery& found = discover_cuda();
  if (found.devices.empty()) cuda_unavailable(found);
#if DPVIZ_HAVE_CUDA
  return make_cuda_pool(gpus, found);
#else
  cuda_unavailable(found);
#endif
}

std::unique_ptr<Device> make_rank_gpu(int index) {
  const CudaDiscovery& found = discover_cuda();
  if (found.devices.empty() || index < 0 || index >= static_cast<int>(found.devices.size())) cuda_unavailable(found);
#if DPVIZ_HAVE_CUDA
  return make_cuda_device(index, found);
#else
  cuda_unavailable(found);
#endif
}

}  // namespace dp
