// WorkerThread: a condition-variable queue drained by one thread.
#include "device/worker_thread.h"

#include <chrono>
#include <cstdio>
#include <exception>

namespace dp {
namespace {
constexpr std::chrono::microseconds kSpin{50};
}  // namespace

WorkerThread::WorkerThread(std::string name, std::function<void()> on_start) : name_(std::move(name)) {
  if constexpr (kDevicesHaveThreads) {
    thread_ = std::thread([this, start = std::move(on_start)] { run(start); });
  } else if (on_start) {
    guarded(on_start);
  }
}

WorkerThread::~WorkerThread() {
  if constexpr (!kDevicesHaveThreads) return;
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();  // always: the worker may be about to sleep
  thread_.join();
}

void WorkerThread::submit(std::function<void()> task) {
  if constexpr (!kDevicesHaveThreads) return guarded(task);  // no threads: the task runs now, in turn
  {
    std::lock_guard lock(mutex_);
    if (count_ == ring_.size()) {  // full: double it, oldest first
      std::vector<std::function<void()>> bigger(ring_.size() * 2);
      for (std::size_t i = 0; i < count_; ++i) bigger[i] = std::move(ring_[(head_ + i) % ring_.size()]);
      ring_ = std::move(bigger);
      head_ = 0;
    }
    ring_[(head_ + count_) % ring_.size()] = std::move(task);
    ++count_;
    queued_.fetch_add(1, std::memory_order_release);
  }
  // A spinning worker sees queued_ by itself; only a sleeping one needs the (costly) futex wake.
  if (sleeping_.load(std::memory_order_acquire)) wake_.notify_one();
}

void WorkerThread::guarded(const std::function<void()>& task) const {
  try {
    task();
  } catch (const std::exception& e) {
    std::fprintf(stderr, "dpviz: uncaught error in a task on %s: %s\n", name_.c_str(), e.what());
  } catch (...) {
    std::fprintf(stderr, "dpviz: uncaught error in a task on %s\n", name_.c_str());
  }
}

void WorkerThread::run(const std::function<void()>& on_start) {
  if (on_start) guarded(on_start);
  for (;;) {
    // Waking a sleeping thread costs tens of µs on a VM (the idle vCPU must be woken too);
    // steps come back to back, so look for the next task for a short while before sleeping.
    const auto spin_until = std::chrono::steady_clock::now() + kSpin;
    while (queued_.load(std::memory_order_acquire) == 0 && std::chrono::steady_clock::now() < spin_until) {
      std::this_thread::yield();
    }
    std::function<void()> task;
    {
      std::unique_lock lock(mutex_);
      if (count_ == 0 && !stopping_) {
        sleeping_.store(true, std::memory_order_release);
        wake_.wait(lock, [this] { return stopping_ || count_ > 0; });
        sleeping_.store(false, std::memory_order_relaxed);
      }
      if (count_ == 0) return;  // stopping, and everything queued has run
      task = std::move(ring_[head_]);
      ring_[head_] = nullptr;
      head_ = (head_ + 1) % ring_.size();
      --count_;
      queued_.fetch_sub(1, std::memory_order_relaxed);
    }
    guarded(task);
  }
}

}  // namespace dp
