// RunConfig: everything that defines a run (the tutorial's forward loop, or training), as one
// plain struct (UI control → engine).
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string_view>
#include <vector>

#include "device/device_spec.h"
#include "run/tutorial_numbers.h"

namespace dp {

// The tutorial's Model is Linear(input_size, output_size); the pitfall scenarios change it.
enum class TutorialModel {
  Linear,     // the tutorial's
  LinearSum,  // forward returns output.sum(): a scalar per replica (R9.2)
};

// What a run does: the tutorial's forward loop, or training (forward, MSELoss, backward, SGD).
enum class RunMode { Forward, Train };

// The training models (docs/cli.md's `dpviz-cli train` contract). Layers: Linear layers of the widths
// in RunConfig::layers with a ReLU between each two.
enum class TrainModel {
  Linear,  // Linear(in, out)
  Mlp,     // Sequential(Linear(in, 16), ReLU, Linear(16, out))
  Mlp3,    // Sequential(Linear(in, 32), ReLU, Linear(32, 32), ReLU, Linear(32, out))
  Layers,  // Sequential(Linear(l0, l1), ReLU, ..., Linear(l[n-2], l[n-1]))
};
// The models' names, in TrainModel's order: the one table every command line, lesson file, training
// case and view reads. "layers" is named in a training case; elsewhere the widths are given instead.
inline constexpr std::array<std::string_view, 4> kTrainModelNames = {"linear", "mlp", "mlp3", "layers"};
static_assert(kTrainModelNames.size() == std::size_t(TrainModel::Layers) + 1, "a name per TrainModel");
constexpr std::string_view train_model_name(TrainModel model) { return kTrainModelNames[std::size_t(model)]; }
// The models a person picks by name (the controls, the DDP tab, --model, a lesson's "model"), in
// their menus' order; Layers is picked by giving its widths.
inline constexpr std::array<TrainModel, 3> kNamedModels = {TrainModel::Linear, TrainModel::Mlp, TrainModel::Mlp3};
// The names a message offers: "'linear', 'mlp' or 'mlp3'" (each in `quote`; Layers too if asked).
std::string train_model_choices(char quote, bool with_layers);
// The model of that name; nullopt for any other (refused where it is read, never taken as Linear).
constexpr std::optional<TrainModel> parse_train_model(std::string_view name) {
  for (std::size_t i = 0; i < kTrainModelNames.size(); ++i) {
    if (kTrainModelNames[i] == name) return TrainModel(i);
  }
  return std::nullopt;
}

struct RunConfig {
  // The tutorial's run (R11), its numbers named once in run/tutorial_numbers.h.
  int gpus = tutorial::kGpus;                     // device_count(); 0 or 1: the model is not wrapped (R11.4)
  std::int64_t batch_size = tutorial::kBatchSize;
  std::int64_t data_size = tutorial::kDataSize;
  std::int64_t input_size = tutorial::kInputSize;    // Linear in_features
  std::int64_t output_size = tutorial::kOutputSize;  // Linear out_features
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
  // Training (mode Train, run/training.h): the model, MSELoss (mean), SGD(lr, momentum), epochs.
  RunMode mode = RunMode::Forward;
  TrainModel train_model = TrainModel::Linear;
  std::vector<std::int64_t> layers;  // TrainModel::Layers: the widths, input first, output last
                                     // (they replace input_size and output_size)
  double lr = 0.1;                   // SGD learning rate
  double momentum = 0.0;             // SGD momentum
  std::int64_t epochs = 1;           // passes over the data (kEpochsRange)

  friend bool operator==(const RunConfig&, const RunConfig&) = default;
};

// The widths of the training model's Linear layers, input first: {in, out} for Linear, {in, 16,
// out} for Mlp, {in, 32, 32, out} for Mlp3, `layers` for Layers. Throws ValueError for Layers with
// fewer than two widths or a width outside kFeaturesRange.
std::vector<std::int64_t> train_layer_widths(const RunConfig& config);

// One spec per simulated GPU: config.gpus of them, the overrides applied.
std::vector<SimDeviceSpec> simulated_specs(const RunConfig& config);

}  // namespace dp
