// Module basics: hooks, moving parameters, replica skeletons, the default (missing) backward.
#include "nn/module.h"

#include "core/error.h"

namespace dp {
namespace {
thread_local ReplicaContext t_replica;
}  // namespace

ReplicaContext current_replica() { return t_replica; }

ReplicaScope::ReplicaScope(ReplicaContext context) : saved_(t_replica) { t_replica = context; }

ReplicaScope::~ReplicaScope() { t_replica = saved_; }

Tensor Module::operator()(const Tensor& input) {
  Tensor output = forward(input);
  for (const auto& hook : hooks_) hook(HookCall{*this, input, output});
  return output;
}

void Module::to(Device& device) {
  std::vector<Tensor*> tensors = parameters();
  for (Tensor* b : buffers()) tensors.push_back(b);
  for (Tensor* t : tensors) {
    if (&t->device() != &device) *t = t->clone_to(device);
  }
}

Tensor Module::backward(const Tensor&, bool) {
  throw Error(ErrorType::RuntimeError, repr() + " has no backward in this engine");
}

std::unique_ptr<Module> Module::replica_skeleton(Device& device) const {
  auto replica = make_skeleton(device);
  replica->hooks_ = hooks_;
  return replica;
}

}  // namespace dp
