// Model factory and teacher targets.
#include "run/train_model.h"

#include "nn/layers.h"
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

}  // namespace dp
