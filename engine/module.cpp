// Module basics: hooks, moving parameters, replica skeletons, output-buffer reuse.
#include "module.h"

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
  for (Tensor* t : parameters()) {
    if (&t->device() != &device) *t = t->clone_to(device);
  }
  for (Tensor* t : buffers()) {
    if (&t->device() != &device) *t = t->clone_to(device);
  }
}

std::unique_ptr<Module> Module::replica_skeleton(Device& device) const {
  auto replica = make_skeleton(device);
  replica->hooks_ = hooks_;
  return replica;
}

Tensor Module::output_buffer(Tensor& cache, const Shape& shape, Device& device) {
  if (!cache.defined() || !cache.unique() || cache.shape() != shape || &cache.device() != &device) {
    cache = Tensor::empty(shape, device);
  }
  return cache;
}

}  // namespace dp
