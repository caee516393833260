// ReLU and Sequential, the other two modules the engine's models are built from (forward and
// backward), and the small modules of the pitfall scenarios and benchmarks.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "nn/module.h"

namespace dp {

class ReLU final : public Module {
 public:
  Tensor forward(const Tensor& x) override;
  // dX = dY where the output was positive, else 0 (torch's threshold_backward on the output).
  Tensor backward(const Tensor& grad_output, bool input_grad) override;
  std::string repr() const override { return "ReLU()"; }

 protected:
  std::unique_ptr<Module> make_skeleton(Device&) const override { return std::make_unique<ReLU>(); }

 private:
  Tensor out_cache_;
  Tensor saved_output_;  // forward's output, kept for backward while grad mode is on
  Tensor grad_cache_;    // dX, reused once the caller lets go of it
};

// Returns its input: a model with no work, to measure what DataParallel itself costs.
class Identity final : public Module {
 public:
  Tensor forward(const Tensor& x) override { return x; }
  Tensor backward(const Tensor& grad_output, bool input_grad) override {
    return input_grad ? grad_output : Tensor();
  }
  std::string repr() const override { return "Identity()"; }

 protected:
  std::unique_ptr<Module> make_skeleton(Device&) const override { return std::make_unique<Identity>(); }
};

// x.sum(): a 0-dim tensor (a model that returns a loss; the scalar gather rule R9.2). Computed
// as ones·x with the device's sgemm, so it runs on every backend.
class SumAll final : public Module {
 public:
  Tensor forward(const Tensor& x) override;
  std::string repr() const override { return "Sum()"; }

 protected:
  std::unique_ptr<Module> make_skeleton(Device&) const override { return std::make_unique<SumAll>(); }

 private:
  Tensor ones_;
  Tensor out_cache_;
};

// The ValueError's message of RaiseInReplica(replica): dpviz's own words (the UI words them in
// the window's language), inside PyTorch's verbatim "Caught ValueError in replica N ..." (R8.6).
inline constexpr char kPitfallFailureWords[] = " failed on purpose (a pitfall scenario)";
inline std::string pitfall_failure_message(int replica) {
  return "replica " + std::to_string(replica) + kPitfallFailureWords;
}

// Identity, except that in DataParallel replica `replica` it raises ValueError: a replica that
// fails (R8.6), for the pitfall scenario.
class RaiseInReplica final : public Module {
 public:
  explicit RaiseInReplica(int replica) : replica_(replica) {}
  Tensor forward(const Tensor& x) override;
  Tensor backward(const Tensor& grad_output, bool input_grad) override {
    return input_grad ? grad_output : Tensor();
  }
  std::string repr() const override { return "RaiseInReplica(" + std::to_string(replica_) + ")"; }

 protected:
  std::unique_ptr<Module> make_skeleton(Device&) const override { return std::make_unique<RaiseInReplica>(replica_); }

 private:
  int replica_;
};

class Sequential final : public Module {
 public:
  Sequential() = default;
  explicit Sequential(std::vector<std::unique_ptr<Module>> children)
      : children_(std::move(children)) {}

  Sequential& add(std::unique_ptr<Module> child) {
    children_.push_back(std::move(child));
    return *this;
  }
  Tensor forward(const Tensor& x) override;
  // The children's backward in reverse order; only the first child may skip its input gradient.
  Tensor backward(const Tensor& grad_output, bool input_grad) override;
  std::string repr() const override;
  std::vector<Tensor*> parameters() override;
  std::vector<Tensor*> buffers() override;
  std::vector<std::string> parameter_names() const override;  // "<child index>.<name>"
  std::vector<Tensor*> gradients() override;
  Module& child(std::size_t i) { return *children_[i]; }
  std::size_t size() const { return children_.size(); }

 protected:
  std::unique_ptr<Module> make_skeleton(Device& device) const override;

 private:
  std::vector<std::unique_ptr<Module>> children_;
};

}  // namespace dp
