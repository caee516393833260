// Flat gradient buffers: one allocation, a slice per parameter.
#include "nn/gradients.h"

#include "core/error.h"

namespace dp {

std::int64_t parameter_elems(Module& module) {
  std::int64_t total = 0;
  for (const Tensor* p : module.parameters()) total += p->numel();
  return total;
}

Tensor bind_flat_gradients(Module& module, Device& device) {
  const std::vector<Tensor*> params = module.parameters();
  const std::vector<Tensor*> grads = module.gradients();
  if (grads.size() != params.size()) {
    throw Error(ErrorType::RuntimeError, module.repr() + " lists " + std::to_string(grads.size()) +
                                             " gradients for " + std::to_string(params.size()) + " parameters");
  }
  Tensor flat = Tensor::zeros(Shape{parameter_elems(module)}, device);
  std::int64_t offset = 0;
  for (std::size_t p = 0; p < params.size(); ++p) {
    *grads[p] = flat.slice(offset, params[p]->shape());
    offset += params[p]->numel();
  }
  return flat;
}

}  // namespace dp
