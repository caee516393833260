// MSELoss(reduction='mean'): the training loss, computed where the output is (the output device,
// as `criterion(output, target.to(device))` does in PyTorch) and its backward, d loss / d output.
#pragma once

#include "device/tensor.h"

namespace dp {

class MSELoss {
 public:
  // The 0-dim loss mean((output − target)²) on output's device; target must have output's shape
  // and device. Keeps both for backward.
  Tensor forward(const Tensor& output, const Tensor& target);
  Tensor operator()(const Tensor& output, const Tensor& target) { return forward(output, target); }
  // (output − target)·2/numel, output's shape and device (loss.backward() with grad 1); frees
  // what forward kept.
  Tensor backward();

 private:
  Tensor output_, target_;
  Tensor loss_cache_;  // [] on the output device
  Tensor grad_cache_;  // output's shape
};

// The value of a 0-dim tensor on any device (loss.item(): waits for the device).
float item(const Tensor& scalar);

}  // namespace dp
