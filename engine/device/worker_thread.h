// WorkerThread: one persistent thread with an in-order task queue: the host side of a device's
// stream (created once with the device, never per step). Tasks that throw are reported on stderr
// and do not stop the worker; TaskGroup catches their errors before that.
#pragma once

#include <atomic>
#include <condition_variable>
#include <vector>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

namespace dp {

// Whether devices run on threads of their own: in every build but the browser's without shared
// memory (a page that is not cross-origin isolated), where there are no threads and each device's
// tasks run at once on the calling thread: the replicas take turns.
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
inline constexpr bool kDevicesHaveThreads = false;
#else
inline constexpr bool kDevicesHaveThreads = true;
#endif

class WorkerThread {
 public:
  // `on_start` runs first on the new thread (a CUDA device selects itself there).
  explicit WorkerThread(std::string name, std::function<void()> on_start = {});
  ~WorkerThread();  // runs what is queued, then joins
  WorkerThread(const WorkerThread&) = delete;
  WorkerThread& operator=(const WorkerThread&) = delete;

  void submit(std::function<void()> task);
  std::thread::id id() const { return kDevicesHaveThreads ? thread_.get_id() : std::this_thread::get_id(); }

 private:
  void run(const std::function<void()>& on_start);
  void guarded(const std::function<void()>& task) const;

  std::string name_;
  std::mutex mutex_;
  std::condition_variable wake_;
  // A ring of tasks (grows, never shrinks): queueing allocates nothing once it has grown.
  std::vector<std::function<void()>> ring_ = std::vector<std::function<void()>>(16);  // guarded by mutex_
  std::size_t head_ = 0, count_ = 0;         // guarded by mutex_
  bool stopping_ = false;                    // guarded by mutex_
  std::atomic<int> queued_{0};               // count_, readable without the lock
  std::atomic<bool> sleeping_{false};        // the worker waits on wake_: submit must notify
  std::thread thread_;                       // last: starts after the members above exist
};

}  // namespace dp
