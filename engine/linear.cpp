// Linear forward: copy the bias into every output row, then y += x·Wᵀ with one sgemm.
#include "linear.h"

#include <cmath>
#include <cstring>

#include "blas.h"
#include "error.h"
#include "random.h"

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
  weight_ = Tensor::empty(Shape{out_, in_}, device);
  bias_ = Tensor::empty(Shape{out_}, device);
  Rng rng(seed);
  const float bound = in_ > 0 ? 1.0f / std::sqrt(static_cast<float>(in_)) : 0.0f;
  for (std::int64_t i = 0; i < weight_.numel(); ++i) weight_.data()[i] = rng.uniform(-bound, bound);
  for (std::int64_t i = 0; i < bias_.numel(); ++i) bias_.data()[i] = rng.uniform(-bound, bound);
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
  float* yd = y.data();
  if (out_ > 0) {
    for (std::int64_t r = 0; r < m; ++r) std::memcpy(yd + r * out_, bias_.data(), bytes_of(out_));
  }
  sgemm_xwt(m, out_, k, x.data(), weight_.data(), yd, /*accumulate=*/true);
  return y;
}

std::string Linear::repr() const {
  return "Linear(in_features=" + std::to_string(in_) + ", out_features=" + std::to_string(out_) +
         ", bias=True)";
}

}  // namespace dp
