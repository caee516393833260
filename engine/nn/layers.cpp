// ReLU (out of place) and Sequential (children in order, parameters concatenated), with backward.
#include "nn/layers.h"

#include <vector>

#include "core/error.h"
#include "nn/grad_mode.h"
#include "nn/linear.h"

namespace dp {

Tensor ReLU::forward(const Tensor& x) {
  Tensor y = reuse_or_allocate(out_cache_, x.shape(), x.device());
  x.device().relu(x.data(), y.data(), x.numel());
  saved_output_ = grad_enabled() ? y : Tensor();
  return y;
}

Tensor ReLU::backward(const Tensor& grad_output, bool input_grad) {
  if (!saved_output_.defined()) throw Error(ErrorType::RuntimeError, kBackwardTwiceMessage);
  const Tensor y = saved_output_;
  saved_output_ = Tensor();
  if (grad_output.shape() != y.shape()) {
    throw Error(ErrorType::RuntimeError, "Mismatch in shape: grad_output[0] has a shape of " +
                                             grad_output.shape().to_string() + " and output[0] has a shape of " +
                                             y.shape().to_string() + ".");
  }
  check_same_device(grad_output, y);
  if (!input_grad) return Tensor();
  Tensor dx = reuse_or_allocate(grad_cache_, y.shape(), y.device());
  y.device().relu_backward(y.data(), grad_output.data(), dx.data(), y.numel());
  return dx;
}

Tensor SumAll::forward(const Tensor& x) {
  Device& device = x.device();
  if (!ones_.defined() || ones_.numel() != x.numel() || &ones_.device() != &device) {
    const std::vector<float> ones(static_cast<std::size_t>(x.numel()), 1.0f);
    ones_ = Tensor::from_host(Shape{x.numel()}, ones.data(), device);
  }
  Tensor y = reuse_or_allocate(out_cache_, Shape{}, device);
  device.sgemm_xwt(1, 1, x.numel(), ones_.data(), x.data(), y.data(), /*accumulate=*/false);
  return y;
}

Tensor RaiseInReplica::forward(const Tensor& x) {
  if (current_replica().replica == replica_) {
    throw Error(ErrorType::ValueError, pitfall_failure_message(replica_));
  }
  return x;
}

Tensor Sequential::forward(const Tensor& x) {
  Tensor h = x;
  for (auto& child : children_) h = (*child)(h);
  return h;
}

Tensor Sequential::backward(const Tensor& grad_output, bool input_grad) {
  Tensor g = grad_output;
  for (std::size_t i = children_.size(); i-- > 0;) g = children_[i]->backward(g, i > 0 || input_grad);
  return g;
}

std::string Sequential::repr() const {
  std::string s = "Sequential(\n";
  for (std::size_t i = 0; i < children_.size(); ++i) {
    s += "  (" + std::to_string(i) + "): " + children_[i]->repr() + "\n";
  }
  return s + ")";
}

std::vector<Tensor*> Sequential::parameters() {
  std::vector<Tensor*> all;
  for (auto& child : children_) {
    auto p = child->parameters();
    all.insert(all.end(), p.begin(), p.end());
  }
  return all;
}

std::vector<std::string> Sequential::parameter_names() const {
  std::vector<std::string> names;
  for (std::size_t i = 0; i < children_.size(); ++i) {
    for (const auto& n : children_[i]->parameter_names()) names.push_back(std::to_string(i) + "." + n);
  }
  return names;
}

std::vector<Tensor*> Sequential::gradients() {
  std::vector<Tensor*> all;
  for (auto& child : children_) {
    auto g = child->gradients();
    all.insert(all.end(), g.begin(), g.end());
  }
  return all;
}

std::vector<Tensor*> Sequential::buffers() {
  std::vector<Tensor*> all;
  for (auto& child : children_) {
    auto b = child->buffers();
    all.insert(all.end(), b.begin(), b.end());
  }
  return all;
}

std::unique_ptr<Module> Sequential::make_skeleton(Device& device) const {
  auto seq = std::make_unique<Sequential>();
  for (const auto& child : children_) seq->add(child->replica_skeleton(device));
  return seq;
}

}  // namespace dp
