// Small modules for engine tests: a scalar-returning sum, a replica that throws, a rendezvous
// that only completes when every replica runs at the same time, and replicas that finish in a
// known order.
#pragma once

#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>

#include "core/error.h"
#include "device/device_pool.h"
#include "device/task_group.h"
#include "nn/module.h"

// x.sum(): returns a 0-dim tensor (R9.2's scalar case).
class SumModule final : public dp::Module {
 public:
  dp::Tensor forward(const dp::Tensor& x) override {
    dp::Tensor y = dp::Tensor::empty(dp::Shape{}, x.device());
    double s = 0;
    for (std::int64_t i = 0; i < x.numel(); ++i) s += x.data()[i];
    y.data()[0] = float(s);
    return y;
  }
  std::string repr() const override { return "Sum()"; }

 protected:
  std::unique_ptr<dp::Module> make_skeleton(dp::Device&) const override { return std::make_unique<SumModule>(); }
};

// Raises `type: message` in the replicas listed in `mask` (bit i = replica i).
class BoomModule final : public dp::Module {
 public:
  BoomModule(unsigned mask, dp::ErrorType type, std::string message)
      : mask_(mask), type_(type), message_(std::move(message)) {}
  dp::Tensor forward(const dp::Tensor& x) override {
    const int r = dp::current_replica().replica;
    if (r >= 0 && (mask_ >> r) & 1u) throw dp::Error(type_, message_);
    return x.clone_to(x.device());
  }
  std::string repr() const override { return "Boom()"; }

 protected:
  std::unique_ptr<dp::Module> make_skeleton(dp::Device&) const override {
    return std::make_unique<BoomModule>(mask_, type_, message_);
  }

 private:
  unsigned mask_;
  dp::ErrorType type_;
  std::string message_;
};

// Each replica waits (up to 20 s) until `expected` replicas are inside forward at once.
struct Rendezvous {
  std::mutex mutex;
  std::condition_variable cv;
  int arrived = 0;
  int met = 0;
};

class RendezvousModule final : public dp::Module {
 public:
  RendezvousModule(std::shared_ptr<Rendezvous> r, int expected) : r_(std::move(r)), expected_(expected) {}
  dp::Tensor forward(const dp::Tensor& x) override {
    std::unique_lock lock(r_->mutex);
    ++r_->arrived;
    r_->cv.notify_all();
    if (r_->cv.wait_for(lock, std::chrono::seconds(20), [&] { return r_->arrived >= expected_; })) ++r_->met;
    return x.clone_to(x.device());
  }
  std::string repr() const override { return "Rendezvous()"; }

 protected:
  std::unique_ptr<dp::Module> make_skeleton(dp::Device&) const override {
    return std::make_unique<RendezvousModule>(r_, expected_);
  }

 private:
  std::shared_ptr<Rendezvous> r_;
  int expected_;
};

// Replicas that finish last to first, whatever the scheduler does: replica r waits until replica
// r+1 is running on device r+1, then queues a no-op behind it there (a device runs its tasks in
// order), so it returns only after replica r+1's whole task, completion included, is over.
// Returns a copy of its input. Simulated devices only (the pool's devices are the replicas').
struct FinishOrder {
  std::mutex mutex;
  std::condition_variable cv;
  std::vector<bool> entered;
  dp::DevicePool* pool = nullptr;
};

class FinishInReverseModule final : public dp::Module {
 public:
  explicit FinishInReverseModule(std::shared_ptr<FinishOrder> s) : s_(std::move(s)) {}
  dp::Tensor forward(const dp::Tensor& x) override {
    const int r = dp::current_replica().replica;
    const int n = int(s_->entered.size());
    {
      std::unique_lock lock(s_->mutex);
      s_->entered[std::size_t(r)] = true;
      s_->cv.notify_all();
      if (r + 1 < n) s_->cv.wait(lock, [&] { return bool(s_->entered[std::size_t(r + 1)]); });
    }
    if (r + 1 < n) dp::TaskGroup::run_or_throw({&s_->pool->device(r + 1)}, [](int) {});
    return x.clone_to(x.device());
  }
  std::string repr() const override { return "FinishInReverse()"; }

 protected:
  std::unique_ptr<dp::Module> make_skeleton(dp::Device&) const override {
    return std::make_unique<FinishInReverseModule>(s_);
  }

 private:
  std::shared_ptr<FinishOrder> s_;
};
