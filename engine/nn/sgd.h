// SGD: torch.optim.SGD(params, lr, momentum) with dampening 0, no weight decay, not Nesterov. Each
// step runs where the parameters are (device_ids[0] under DataParallel):
//   momentum 0:  p -= lr·grad
//   momentum m:  buf = grad on the first step, then buf = m·buf + grad;  p -= lr·buf
#pragma once

#include <cstdint>
#include <vector>

#include "device/tensor.h"

namespace dp {

class SGD {
 public:
  // `grads[p]` is read at each step (its tensor may be re-pointed between steps). Throws
  // ValueError "Invalid learning rate: -0.1" / "Invalid momentum value: -0.5" as PyTorch does.
  SGD(std::vector<Tensor*> params, std::vector<Tensor*> grads, double lr, double momentum = 0.0);

  // Issues the updates on the parameters' devices (complete once they synchronize).
  void step();

  double lr() const { return lr_; }
  double momentum() const { return momentum_; }
  std::int64_t steps() const { return steps_; }
  // One per parameter on its device once a step with momentum ran; empty with momentum 0.
  const std::vector<Tensor>& momentum_buffers() const { return buffers_; }
  // Bytes of parameters one step updates.
  std::uint64_t parameter_bytes() const;

 private:
  std::vector<Tensor*> params_, grads_;
  double lr_, momentum_;
  std::vector<Tensor> buffers_;
  std::int64_t steps_ = 0;
};

}  // namespace dp
