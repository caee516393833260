// Linear: y = x·Wᵀ + b (torch.nn.Linear) and its backward, with the device's sgemm. W is
// [out, in], b is [out].
#pragma once

#include <cstdint>

#include "nn/module.h"

namespace dp {

class Linear final : public Module {
 public:
  // Parameters on `device`, initialised as torch does (uniform in ±1/sqrt(in)) from `seed`.
  Linear(std::int64_t in_features, std::int64_t out_features, Device& device, std::uint64_t seed = 0);

  // x [*, in] → y [*, out]; x must be on the parameters' device.
  Tensor forward(const Tensor& x) override;
  std::string repr() const override;
  std::vector<Tensor*> parameters() override { return {&weight_, &bias_}; }
  std::vector<std::string> parameter_names() const override { return {"weight", "bias"}; }
  std::vector<Tensor*> gradients() override { return {&weight_grad_, &bias_grad_}; }
  // dW = dYᵀ·X, db = Σ_rows dY, dX = dY·W (when input_grad), for dY [*, out] on x's device.
  Tensor backward(const Tensor& grad_output, bool input_grad) override;

  std::int64_t in_features() const { return in_; }
  std::int64_t out_features() const { return out_; }
  Tensor& weight() { return weight_; }
  Tensor& bias() { return bias_; }

 protected:
  std::unique_ptr<Module> make_skeleton(Device& device) const override;

 private:
  Linear(std::int64_t in_features, std::int64_t out_features);  // for skeletons
  std::int64_t in_;
  std::int64_t out_;
  Tensor weight_;  // [out, in]
  Tensor bias_;    // [out]
  Tensor weight_grad_;  // [out, in], on weight_'s device
  Tensor bias_grad_;    // [out]
  Tensor saved_input_;  // [*, in]: forward's input, kept for backward while grad mode is on
  Tensor out_cache_;
  Tensor grad_in_cache_;  // [*, in]: dX, reused once the caller lets go of it
};

// Throws torch's "Expected all tensors to be on the same device, ..." when a and b differ.
void check_same_device(const Tensor& a, const Tensor& b);

}  // namespace dp
