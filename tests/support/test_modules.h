// Small modules for engine tests: a scalar-returning sum, a replica that throws, a rendezvous
// that only completes when every replica runs at the same time, replicas that finish in a known
// order, and a log of the device each replica really ran on.
#pragma once

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

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

// Where each replica really ran, seen from inside its forward.
struct Placement {
  int replica = -1;  // current_replica().replica
  int context = -1;  // current_replica().device: the device the thread was told it runs on
  int input = -1;    // the device of the chunk it got
  int output = -1;   // the device of what it returned (-1 when it threw)
};

// Collects a Placement per forward call from any thread (a hook, or BoomModule).
class PlacementLog {
 public:
  void add(const Placement& p) {
    std::lock_guard lock(mutex_);
    log_.push_back(p);
  }
  // Records every call of `m` and of its replicas (hooks are copied into replicas).
  void attach(dp::Module& m) {
    m.register_forward_hook([this](const dp::HookCall& c) {
      add({dp::current_replica().replica, dp::current_replica().device, c.input.device().index(), c.output.device().index()});
    });
  }
  // The calls so far, sorted by replica, and forgets them.
  std::vector<Placement> take() {
    std::lock_guard lock(mutex_);
    std::vector<Placement> out;
    out.swap(log_);
    std::sort(out.begin(), out.end(), [](const Placement& a, const Placement& b) { return a.replica < b.replica; });
    return out;
  }

 private:
  std::mutex mutex_;
  std::vector<Placement> log_;
};

// "" when replicas 0..n-1 each ran exactly once, on device_ids[r] (thread, input and output);
// otherwise what was wrong. One configured device takes the shortcut (R4.5): no replica index.
inline std::string placement_error(const std::vector<Placement>& log, const std::vector<int>& device_ids, std::size_t n) {
  if (log.size() != n) return "replica calls: " + std::to_string(log.size()) + ", expected " + std::to_string(n);
  for (std::size_t r = 0; r < n; ++r) {
    const Placement& p = log[r];
    const int want = device_ids[r];
    const int replica = device_ids.size() == 1 ? -1 : int(r);
    if (p.replica != replica || p.context != want || p.input != want || p.output != want) {
      return "replica " + std::to_string(p.replica) + " (want " + std::to_string(replica) + ") ran on device " +
             std::to_string(p.context) + " with input on " + std::to_string(p.input) + " and output on " +
             std::to_string(p.output) + ", expected device " + std::to_string(want);
    }
  }
  return {};
}

// Raises `type: message` in the replicas listed in `mask` (bit i = replica i), and records in
// `log` (if given) where each throwing replica really ran.
class BoomModule final : public dp::Module {
 public:
  BoomModule(unsigned mask, dp::ErrorType type, std::string message, std::shared_ptr<PlacementLog> log = nullptr)
      : mask_(mask), type_(type), message_(std::move(message)), log_(std::move(log)) {}
  dp::Tensor forward(const dp::Tensor& x) override {
    const int r = dp::current_replica().replica;
    if (r >= 0 && (mask_ >> r) & 1u) {
      if (log_) log_->add({r, dp::current_replica().device, x.device().index(), -1});
      throw dp::Error(type_, message_);
    }
    return x.clone_to(x.device());
  }
  std::string repr() const override { return "Boom()"; }

 protected:
  std::unique_ptr<dp::Module> make_skeleton(dp::Device&) const override {
    return std::make_unique<BoomModule>(mask_, type_, message_, log_);
  }

 private:
  unsigned mask_;
  dp::ErrorType type_;
  std::string message_;
  std::shared_ptr<PlacementLog> log_;
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
