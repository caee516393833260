// RunConfig: everything that defines a tutorial run, as one plain struct (UI control → engine).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <vector>

#include "device/device_spec.h"

namespace dp {

// The tutorial's Model is Linear(input_size, output_size); the pitfall scenarios change it.
enum class TutorialModel {
  Linear,     // the tutorial's
  LinearSum,  // forward returns output.sum(): a scalar per replica (R9.2)
};

struct RunConfig {
  int gpus = 8;                     // device_count(); 0 or 1: the model is not wrapped (R11.4)
  std::int64_t batch_size = 30;
  std::int64_t data_size = 100;
  std::int64_t input_size = 5;      // Linear in_features
  std::int64_t output_size = 2;     // Linear out_features
  std::uint64_t seed = 0;           // data, weights and shuffle
  bool shuffle = true;              // the tutorial's DataLoader shuffles
  bool drop_last = false;
  std::optional<int> output_device; // DataParallel's output_device (nullopt: device 0)
  Backend backend = Backend::Simulated;
  std::map<int, SimDeviceSpec> device_overrides;  // simulated GPU index → its spec (unbalanced
                                                  // set-ups); the others, and indices ≥ gpus: default
  TutorialModel model = TutorialModel::Linear;
  int fail_replica = -1;            // >= 0: that replica raises ValueError in forward (R8.6)
  bool output_checksum = false;     // BatchRecord::output_checksum (reads the output back)
  std::uint64_t memory_budget_bytes = 0;  // refuse runs needing more; 0: half of physical memory
};

// One spec per simulated GPU: config.gpus of them, the overrides applied.
std::vector<SimDeviceSpec> simulated_specs(const RunConfig& config);

}  // namespace dp
