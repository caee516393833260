// WorkerThread: a condition-variable queue drained by one thread.
#include "worker_thread.h"

#include <cstdio>
#include <exception>

namespace dp {

WorkerThread::WorkerThread(std::string name, std::function<void()> on_start)
    : name_(std::move(name)), thread_([this, start = std::move(on_start)] { run(start); }) {}

WorkerThread::~WorkerThread() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  thread_.join();
}

void WorkerThread::submit(std::function<void()> task) {
  {
    std::lock_guard lock(mutex_);
    queue_.push_back(std::move(task));
  }
  wake_.notify_one();
}

void WorkerThread::run(const std::function<void()>& on_start) {
  auto guarded = [this](const std::function<void()>& f) {
    try {
      f();
    } catch (const std::exception& e) {
      std::fprintf(stderr, "dpviz: uncaught error in a task on %s: %s\n", name_.c_str(), e.what());
    } catch (...) {
      std::fprintf(stderr, "dpviz: uncaught error in a task on %s\n", name_.c_str());
    }
  };
  if (on_start) guarded(on_start);
  for (;;) {
    std::function<void()> task;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (queue_.empty()) return;  // stopping, and everything queued has run
      task = std::move(queue_.front());
      queue_.pop_front();
    }
    guarded(task);
  }
}

}  // namespace dp
