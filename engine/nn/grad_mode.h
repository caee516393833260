// Autograd recording, per thread, like torch.is_grad_enabled(): while it is on, modules keep what
// their backward needs (Linear its input, ReLU its output) until backward frees it. It is off by
// default in the engine: forward-only runs (the tutorial) keep nothing, so their buffers are reused
// step after step; training turns it on around its forward, and DataParallel's workers take the
// caller's mode (R8.4).
#pragma once

namespace dp {

bool grad_enabled();

// Sets the calling thread's mode for its lifetime (torch.enable_grad / torch.no_grad).
class GradModeGuard {
 public:
  explicit GradModeGuard(bool enabled);
  ~GradModeGuard();
  GradModeGuard(const GradModeGuard&) = delete;
  GradModeGuard& operator=(const GradModeGuard&) = delete;

 private:
  bool saved_;
};

// PyTorch's text for a backward with nothing recorded for it (a second backward, or none before).
inline constexpr const char* kBackwardTwiceMessage =
    "Trying to backward through the graph a second time (or directly access saved tensors after they "
    "have already been freed). Saved intermediate values of the graph are freed when you call "
    ".backward() or autograd.grad(). Specify retain_graph=True if you need to backward through the "
    "graph a second time or if you need to access saved tensors after calling backward.";

}  // namespace dp
