// TaskGroup: fan out one task per device, join on a latch.
#include "task_group.h"

#include <latch>

namespace dp {

std::vector<std::exception_ptr> TaskGroup::run(const std::vector<Device*>& devices,
                                               const std::function<void(int)>& fn) {
  const auto n = static_cast<std::ptrdiff_t>(devices.size());
  std::vector<std::exception_ptr> errors(devices.size());
  if (n == 0) return errors;
  std::latch done(n);
  for (std::ptrdiff_t i = 0; i < n; ++i) {
    devices[static_cast<std::size_t>(i)]->submit([&, i] {
      try {
        fn(static_cast<int>(i));
      } catch (...) {
        errors[static_cast<std::size_t>(i)] = std::current_exception();
      }
      done.count_down();
    });
  }
  done.wait();
  return errors;
}

void TaskGroup::run_or_throw(const std::vector<Device*>& devices, const std::function<void(int)>& fn) {
  for (auto& e : run(devices, fn)) {
    if (e) std::rethrow_exception(e);
  }
}

}  // namespace dp
