// simulated_specs: the per-GPU specs a RunConfig describes.
#include "run/run_config.h"

#include "core/limits.h"

namespace dp {

std::vector<SimDeviceSpec> simulated_specs(const RunConfig& config) {
  check_gpu_count(config.gpus);
  std::vector<SimDeviceSpec> specs(static_cast<std::size_t>(config.gpus));
  for (const auto& [index, spec] : config.device_overrides) {
    if (index >= 0 && index < config.gpus) specs[static_cast<std::size_t>(index)] = spec;
  }
  return specs;
}

}  // namespace dp
