// SGD's update as the device's axpby: PyTorch's buf.mul_(m).add_(grad) and p.add_(buf, alpha=-lr),
// with lr and momentum rounded to float32 as PyTorch's float kernels take them.
#include "nn/sgd.h"

#include "core/error.h"
#include "core/float_text.h"

namespace dp {

SGD::SGD(std::vector<Tensor*> params, std::vector<Tensor*> grads, double lr, double momentum)
    : params_(std::move(params)), grads_(std::move(grads)), lr_(lr), momentum_(momentum) {
  if (lr < 0.0) throw Error(ErrorType::ValueError, "Invalid learning rate: " + python_float(lr));
  if (momentum < 0.0) throw Error(ErrorType::ValueError, "Invalid momentum value: " + python_float(momentum));
  if (params_.empty()) throw Error(ErrorType::ValueError, "optimizer got an empty parameter list");
  if (grads_.size() != params_.size()) {
    throw Error(ErrorType::RuntimeError, "SGD needs one gradient per parameter, got " + std::to_string(grads_.size()) +
                                             " for " + std::to_string(params_.size()));
  }
}

void SGD::step() {
  const auto lr = static_cast<float>(lr_);
  const auto m = static_cast<float>(momentum_);
  if (momentum_ != 0.0 && buffers_.empty()) buffers_.resize(params_.size());
  for (std::size_t i = 0; i < params_.size(); ++i) {
    Tensor& p = *params_[i];
    const Tensor& g = *grads_[i];
    if (!g.defined()) continue;  // p.grad is None: PyTorch skips the parameter
    if (g.shape() != p.shape() || &g.device() != &p.device()) {
      throw Error(ErrorType::RuntimeError, "the gradient of parameter " + std::to_string(i) + " (" + g.shape().to_string() +
                                               " on " + g.device().info().torch_name() + ") does not match it (" +
                                               p.shape().to_string() + " on " + p.device().info().torch_name() + ")");
    }
    Device& device = p.device();
    const float* update = g.data();
    if (momentum_ != 0.0) {
      Tensor& buf = buffers_[i];
      if (!buf.defined()) {  // torch.clone(grad).detach() on the first step
        buf = Tensor::empty(p.shape(), device);
        device.copy(buf.data(), device, g.data(), device, g.nbytes());
      } else {
        device.axpby(p.numel(), 1.0f, g.data(), m, buf.data());
      }
      update = buf.data();
    }
    device.axpby(p.numel(), -lr, update, 1.0f, p.data());
  }
  ++steps_;
}

std::uint64_t SGD::parameter_bytes() const {
  std::uint64_t bytes = 0;
  for (const Tensor* p : params_) bytes += p->nbytes();
  return bytes;
}

}  // namespace dp
