// Model factory and teacher targets.
#include "run/train_model.h"

#include "nn/layers.h"
#include "core/error.h"
#include "nn/linear.h"

namespace dp {

std::unique_ptr<Module> make_train_model(const RunConfig& config, Device& device) {
  const std::vector<std::int64_t> widths = train_layer_widths(config);
  if (config.train_model == TrainModel::Linear) {
    return std::make_unique<Linear>(widths[0], widths[1], device, config.seed);
  }
  auto seq = std::make_unique<Sequential>();
  for (std::size_t i = 0; i + 1 < widths.size(); ++i) {
    if (i > 0) seq->add(std::make_unique<ReLU>());
    seq->add(std::make_unique<Linear>(widths[i], widths[i + 1], device, config.seed + i));
  }
  return seq;
}

Tensor teacher_targets(const Tensor& x, std::int64_t out, std::uint64_t seed) {
  const std::int64_t in = x.ndim() == 2 ? x.shape()[1] : 0;
  Linear teacher(in, out, x.device(), seed ^ 0x7ea7c4e5ull);  // its own stream of numbers
  return teacher(x);  // the storage outlives the teacher: tensors share it
}

void set_case_parameters(Module& model, const TrainCase& replay) {
  const std::vector<std::string> names = model.parameter_names();
  const std::vector<Tensor*> params = model.parameters();
  if (replay.initial_params.size() != params.size()) {
    throw Error(ErrorType::ValueError, "initial_params: the model has " + std::to_string(params.size()) +
                                           " parameters, the case gives " + std::to_string(replay.initial_params.size()));
  }
  for (std::size_t i = 0; i < params.size(); ++i) {
    const NamedTensor& given = replay.initial_params[i];
    if (given.name != names[i] || given.shape != params[i]->shape()) {
      throw Error(ErrorType::ValueError, "initial_params[" + std::to_string(i) + "]: expected " + names[i] + " " +
                                             params[i]->shape().to_list_string() + " (the model's named_parameters()), got " +
                                             given.name.substr(0, 40) + " " + given.shape.to_list_string());
    }
    params[i]->copy_from_host(given.values.data());
  }
}

}  // namespace dp
