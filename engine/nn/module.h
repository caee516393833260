// Module: a layer with parameters, gradients and forward hooks, like torch.nn.Module, with its own
// backward (no general autograd graph: each module knows its derivative). DataParallel builds a
// replica per device from replica_skeleton() once and re-broadcasts parameter values every step.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "device/tensor.h"

namespace dp {

class Module;

struct HookCall {
  const Module& module;
  const Tensor& input;
  const Tensor& output;
};
// Called after forward, on the thread that ran it (a device's worker inside DataParallel, where
// current_replica() tells which replica and device it is).
using ForwardHook = std::function<void(const HookCall&)>;

// Which DataParallel replica the calling thread is running, like torch's current-device context.
struct ReplicaContext {
  int replica = -1;  // -1 outside parallel_apply
  int device = -1;   // torch device index, -1 for the host
};
ReplicaContext current_replica();

// Sets the calling thread's ReplicaContext for its lifetime (used by parallel_apply).
class ReplicaScope {
 public:
  explicit ReplicaScope(ReplicaContext context);
  ~ReplicaScope();
  ReplicaScope(const ReplicaScope&) = delete;
  ReplicaScope& operator=(const ReplicaScope&) = delete;

 private:
  ReplicaContext saved_;
};

class Module {
 public:
  virtual ~Module() = default;
  Module() = default;
  Module(const Module&) = delete;
  Module& operator=(const Module&) = delete;

  // forward, then the forward hooks (R6.7: inside DataParallel they run once per replica).
  Tensor operator()(const Tensor& input);
  virtual Tensor forward(const Tensor& input) = 0;
  virtual std::string repr() const = 0;

  // Parameters and buffers in registration order, children included (torch's chain order).
  virtual std::vector<Tensor*> parameters() { return {}; }
  virtual std::vector<Tensor*> buffers() { return {}; }
  // named_parameters()'s names, parallel to parameters(): "weight", "bias", "0.weight", "2.bias".
  virtual std::vector<std::string> parameter_names() const { return {}; }
  // The parameters' gradients (their .grad), parallel to parameters(). Undefined until the first
  // backward allocates them on the parameters' devices, or bind_flat_gradients() (nn/gradients.h)
  // makes them slices of one buffer.
  virtual std::vector<Tensor*> gradients() { return {}; }

  // Backward of the last forward run with grad mode on (nn/grad_mode.h): writes, not adds, the
  // parameters' gradients (one backward per step, as zero_grad() then backward() in PyTorch) and
  // returns the gradient of the input when `input_grad`, else an undefined tensor (the data needs
  // none, so the work is skipped as PyTorch skips it). Frees what forward kept: a second backward
  // throws PyTorch's "Trying to backward through the graph a second time ...". Issued on the
  // device of grad_output, which must be the forward's. The default throws: no backward.
  virtual Tensor backward(const Tensor& grad_output, bool input_grad);

  // Moves every parameter and buffer to `device` (module.to(device)).
  void to(Device& device);

  // Same structure, parameters allocated (uninitialised) on `device`, hooks copied.
  std::unique_ptr<Module> replica_skeleton(Device& device) const;

  void register_forward_hook(ForwardHook hook) { hooks_.push_back(std::move(hook)); }

 protected:
  // Structure-only copy (parameters on `device`, values not copied); hooks are added by the caller.
  virtual std::unique_ptr<Module> make_skeleton(Device& device) const = 0;

 private:
  std::vector<ForwardHook> hooks_;
};

}  // namespace dp
