// MSELoss: shape and device checks, then the device's loss kernels.
#include "nn/loss.h"

#include "core/error.h"
#include "device/host_device.h"
#include "nn/grad_mode.h"
#include "nn/linear.h"

namespace dp {

Tensor MSELoss::forward(const Tensor& output, const Tensor& target) {
  if (target.shape() != output.shape()) {  // torch would broadcast (with a UserWarning); the engine does not
    throw Error(ErrorType::RuntimeError, "Using a target size (" + target.shape().to_string() +
                                             ") that is different to the input size (" + output.shape().to_string() +
                                             ") is not supported: MSELoss here needs equal sizes");
  }
  check_same_device(output, target);
  Device& device = output.device();
  Tensor loss = reuse_or_allocate(loss_cache_, Shape{}, device);
  device.mse_loss(output.data(), target.data(), output.numel(), loss.data());
  output_ = output;
  target_ = target;
  return loss;
}

Tensor MSELoss::backward() {
  if (!output_.defined()) throw Error(ErrorType::RuntimeError, kBackwardTwiceMessage);
  Device& device = output_.device();
  Tensor grad = reuse_or_allocate(grad_cache_, output_.shape(), device);
  device.mse_loss_backward(output_.data(), target_.data(), output_.numel(), grad.data());
  output_ = target_ = Tensor();  // lets DataParallel reuse its output buffer next step
  return grad;
}

float item(const Tensor& scalar) {
  if (scalar.numel() != 1) {
    throw Error(ErrorType::RuntimeError, "a Tensor with " + std::to_string(scalar.numel()) +
                                             " elements cannot be converted to Scalar");
  }
  float value = 0.0f;
  Device& device = scalar.device();
  device.copy(&value, unpooled_host(), scalar.data(), device, sizeof value);
  device.synchronize();
  return value;
}

}  // namespace dp
