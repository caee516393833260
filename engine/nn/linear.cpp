// Linear forward: the bias into every output row, then y += x·Wᵀ with one sgemm; backward: two
// sgemms and a column sum. All issued on the input's device.
#include "nn/linear.h"

#include <cmath>
#include <vector>

#include "core/error.h"
#include "core/random.h"
#include "nn/grad_mode.h"

namespace dp {

void check_same_device(const Tensor& a, const Tensor& b) {
  if (&a.device() != &b.device()) {
    throw Error(ErrorType::RuntimeError,
                "Expected all tensors to be on the same device, but found at least two devices, " +
                    a.device().info().torch_name() + " and " + b.device().info().torch_name() + "!");
  }
}

Linear::Linear(std::int64_t in_features, std::int64_t out_features)
    : in_(in_features), out_(out_features) {
  if (in_features < 0 || out_features < 0) {
    throw Error(ErrorType::RuntimeError,
                "Trying to create tensor with negative dimension " +
                    std::to_string(in_features < 0 ? in_features : out_features) + ": [" +
                    std::to_string(out_features) + ", " + std::to_string(in_features) + "]");
  }
}

Linear::Linear(std::int64_t in_features, std::int64_t out_features, Device& device, std::uint64_t seed)
    : Linear(in_features, out_features) {
  Rng rng(seed);
  const float bound = in_ > 0 ? 1.0f / std::sqrt(static_cast<float>(in_)) : 0.0f;
  std::vector<float> w(static_cast<std::size_t>(out_ * in_)), b(static_cast<std::size_t>(out_));
  for (float& v : w) v = rng.uniform(-bound, bound);
  for (float& v : b) v = rng.uniform(-bound, bound);
  weight_ = Tensor::from_host(Shape{out_, in_}, w.data(), device);
  bias_ = Tensor::from_host(Shape{out_}, b.data(), device);
}

std::unique_ptr<Module> Linear::make_skeleton(Device& device) const {
  std::unique_ptr<Linear> m(new Linear(in_, out_));
  m->weight_ = Tensor::empty(weight_.shape(), device);
  m->bias_ = Tensor::empty(bias_.shape(), device);
  return m;
}

Tensor Linear::forward(const Tensor& x) {
  if (x.ndim() == 0) {
    throw Error(ErrorType::RuntimeError,
                "both arguments to linear need to be at least 1D, but they are 0D and 2D");
  }
  const int last = x.ndim() - 1;
  const std::int64_t k = x.shape()[last];
  const std::int64_t m = x.shape().outer(last);  // rows: every dim but the last
  if (k != in_) {
    throw Error(ErrorType::RuntimeError,
                "mat1 and mat2 shapes cannot be multiplied (" + std::to_string(m) + "x" +
                    std::to_string(k) + " and " + std::to_string(in_) + "x" + std::to_string(out_) + ")");
  }
  check_same_device(x, weight_);
  Shape out_shape = x.shape();
  out_shape[last] = out_;
  Tensor y = reuse_or_allocate(out_cache_, out_shape, x.device());
  Device& device = x.device();
  device.broadcast_rows(y.data(), bias_.data(), m, out_);
  device.sgemm_xwt(m, out_, k, x.data(), weight_.data(), y.data(), /*accumulate=*/true);
  saved_input_ = grad_enabled() ? x : Tensor();  // nothing kept (or left over) without grad mode
  return y;
}

namespace {

// The gradient tensor of `param`, allocated on its device the first time (like .grad).
Tensor& grad_for(Tensor& grad, const Tensor& param) {
  if (!grad.defined() || grad.shape() != param.shape() || &grad.device() != &param.device()) {
    grad = Tensor::empty(param.shape(), param.device());
  }
  return grad;
}

}  // namespace

Tensor Linear::backward(const Tensor& grad_output, bool input_grad) {
  if (!saved_input_.defined()) throw Error(ErrorType::RuntimeError, kBackwardTwiceMessage);
  const Tensor x = saved_input_;
  saved_input_ = Tensor();  // freed as autograd frees saved tensors: the input buffer is reusable
  const int last = x.ndim() - 1;
  const std::int64_t m = x.shape().outer(last);
  Shape out_shape = x.shape();
  out_shape[last] = out_;
  if (grad_output.shape() != out_shape) {
    throw Error(ErrorType::RuntimeError, "Mismatch in shape: grad_output[0] has a shape of " +
                                             grad_output.shape().to_string() + " and output[0] has a shape of " +
                                             out_shape.to_string() + ".");
  }
  check_same_device(grad_output, x);
  Device& device = x.device();
  const float* dy = grad_output.data();
  device.sgemm_dyt_x(m, out_, in_, dy, x.data(), grad_for(weight_grad_, weight_).data(), /*accumulate=*/false);
  device.column_sums(dy, grad_for(bias_grad_, bias_).data(), m, out_);
  if (!input_grad) return Tensor();
  Tensor dx = reuse_or_allocate(grad_in_cache_, x.shape(), device);
  device.sgemm_dy_w(m, out_, in_, dy, weight_.data(), dx.data(), /*accumulate=*/false);
  return dx;
}

std::string Linear::repr() const {
  return "Linear(in_features=" + std::to_string(in_) + ", out_features=" + std::to_string(out_) +
         ", bias=True)";
}

}  // namespace dp
