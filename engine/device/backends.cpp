// Backends: simulated pools here; CUDA discovery and pools in engine/cuda/ when built with it.
#include "device/backends.h"

#include "core/error.h"

#if DPVIZ_HAVE_CUDA
#include "cuda/cuda_backend.h"
#endif

namespace dp {

const CudaDiscovery& discover_cuda() {
#if DPVIZ_HAVE_CUDA
  static const CudaDiscovery discovery = cuda_discover();
#else
  static const CudaDiscovery discovery{false, {}, "this build has no CUDA backend (no CUDA toolkit at build time)", ""};
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

std::unique_ptr<DevicePool> make_pool(const RunConfig& config) {
  if (config.backend == Backend::Simulated) {
    if (!config.device_specs.empty()) return DevicePool::simulated(config.device_specs);
    return DevicePool::simulated(config.gpus);
  }
  if (config.gpus < 0 || config.gpus > kMaxSimDevices) {
    throw Error(ErrorType::ValueError, "the number of GPUs must be between 0 and " +
                                           std::to_string(kMaxSimDevices) + ", got " +
                                           std::to_string(config.gpus));
  }
  const CudaDiscovery& found = discover_cuda();
  if (found.devices.empty()) {
    throw Error(ErrorType::RuntimeError, "CUDA backend unavailable: " + describe(found));
  }
#if DPVIZ_HAVE_CUDA
  return make_cuda_pool(config.gpus, found);
#else
  throw Error(ErrorType::RuntimeError, "CUDA backend unavailable: " + describe(found));
#endif
}

}  // namespace dp
