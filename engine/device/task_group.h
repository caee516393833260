// TaskGroup: runs one task per device at the same time (each on its own device's queue) and waits
// for all of them. Errors are kept per task, so the caller can report the lowest-index failure
// after every task has finished (SEMANTICS R8.6), as parallel_apply does. Nothing is allocated
// per call when the caller passes its own errors vector.
#pragma once

#include <cstdint>
#include <exception>
#include <vector>

#include "device/device.h"
#include "core/function_ref.h"

namespace dp {

class TaskGroup {
 public:
  // Runs fn(i) on devices[i] for every i, concurrently; returns when all have finished.
  // errors[i] is task i's exception (null when it succeeded); resized to devices.size().
  static void run(const std::vector<Device*>& devices, FunctionRef<void(int)> fn,
                  std::vector<std::exception_ptr>& errors);
  static std::vector<std::exception_ptr> run(const std::vector<Device*>& devices, FunctionRef<void(int)> fn);

  // As run(), then rethrows the lowest-index failure.
  static void run_or_throw(const std::vector<Device*>& devices, FunctionRef<void(int)> fn);

  // Fan-outs run in this process so far, and the tasks they handed to workers (any thread): each
  // task wakes its device's worker and each fan-out puts its caller to sleep until the last task
  // ends, so a step's least context switches on a busy machine are tasks + fan-outs (dpviz-bench).
  static std::uint64_t fanouts();
  static std::uint64_t tasks();
};

}  // namespace dp
