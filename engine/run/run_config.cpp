// simulated_specs: the per-GPU specs a RunConfig describes; the training model's widths.
#include "run/run_config.h"

#include "core/error.h"
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

std::string train_model_choices(char quote, bool with_layers) {
  std::vector<std::string_view> names;
  for (const TrainModel m : kNamedModels) names.push_back(train_model_name(m));
  if (with_layers) names.push_back(train_model_name(TrainModel::Layers));
  std::string text;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) text += i + 1 == names.size() ? " or " : ", ";
    text += quote + std::string(names[i]) + quote;
  }
  return text;
}

std::vector<std::int64_t> train_layer_widths(const RunConfig& c) {
  switch (c.train_model) {
    case TrainModel::Linear: return {c.input_size, c.output_size};
    case TrainModel::Mlp: return {c.input_size, 16, c.output_size};
    case TrainModel::Mlp3: return {c.input_size, 32, 32, c.output_size};
    case TrainModel::Layers: break;
  }
  const auto linears = static_cast<std::int64_t>(c.layers.size()) - 1;
  if (!kLayerCountRange.contains(linears)) {
    throw Error(ErrorType::ValueError, "layers: expected from " + std::to_string(kLayerCountRange.min + 1) + " to " +
                                           std::to_string(kLayerCountRange.max + 1) + " widths (input, hidden..., output), got " +
                                           std::to_string(c.layers.size()));
  }
  for (std::int64_t w : c.layers) {
    if (!kFeaturesRange.contains(w)) {
      throw Error(ErrorType::ValueError, "layers: every width must be from " + std::to_string(kFeaturesRange.min) +
                                             " to " + std::to_string(kFeaturesRange.max) + ", got " + std::to_string(w));
    }
  }
  return c.layers;
}

}  // namespace dp
