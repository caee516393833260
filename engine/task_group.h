// TaskGroup: runs one task per device at the same time (each on its own device's queue) and waits
// for all of them. Errors are kept per task, so the caller can report the lowest-index failure
// after every task has finished (SEMANTICS R8.6), as parallel_apply does.
#pragma once

#include <exception>
#include <functional>
#include <vector>

#include "device.h"

namespace dp {

class TaskGroup {
 public:
  // Runs fn(i) on devices[i] for every i, concurrently; returns when all have finished.
  // The returned vector holds each task's exception (null when it succeeded).
  static std::vector<std::exception_ptr> run(const std::vector<Device*>& devices,
                                             const std::function<void(int)>& fn);

  // As run(), then rethrows the lowest-index failure.
  static void run_or_throw(const std::vector<Device*>& devices, const std::function<void(int)>& fn);
};

}  // namespace dp
