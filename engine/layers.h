// ReLU and Sequential, the other two modules the engine's models are built from.
#pragma once

#include <memory>
#include <vector>

#include "module.h"

namespace dp {

class ReLU final : public Module {
 public:
  Tensor forward(const Tensor& x) override;
  std::string repr() const override { return "ReLU()"; }

 protected:
  std::unique_ptr<Module> make_skeleton(Device&) const override { return std::make_unique<ReLU>(); }

 private:
  Tensor out_cache_;
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
  std::string repr() const override;
  std::vector<Tensor*> parameters() override;
  std::vector<Tensor*> buffers() override;
  Module& child(std::size_t i) { return *children_[i]; }
  std::size_t size() const { return children_.size(); }

 protected:
  std::unique_ptr<Module> make_skeleton(Device& device) const override;

 private:
  std::vector<std::unique_ptr<Module>> children_;
};

}  // namespace dp
