// Module: a layer with parameters and forward hooks, like torch.nn.Module. DataParallel builds a
// replica per device from replica_skeleton() once and re-broadcasts parameter values every step.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/tensor.h"

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
