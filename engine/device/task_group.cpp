// TaskGroup: fan out one task per device, join on a latch. Each queued task captures one pointer
// and an index, so std::function keeps it inline: no heap allocation per task.
#include "device/task_group.h"

#include <atomic>
#include <chrono>
#include <latch>
#include <thread>

namespace dp {
namespace {

struct Fanout {
  FunctionRef<void(int)> fn;
  std::vector<std::exception_ptr>& errors;
  std::latch done;
};

std::atomic<std::uint64_t> g_fanouts{0}, g_tasks{0};

}  // namespace

void TaskGroup::run(const std::vector<Device*>& devices, FunctionRef<void(int)> fn,
                    std::vector<std::exception_ptr>& errors) {
  const auto n = static_cast<std::ptrdiff_t>(devices.size());
  errors.assign(devices.size(), nullptr);
  if (n == 0) return;
  g_fanouts.fetch_add(1, std::memory_order_relaxed);
  g_tasks.fetch_add(static_cast<std::uint64_t>(n), std::memory_order_relaxed);
  Fanout state{fn, errors, std::latch(n)};
  Fanout* s = &state;
  for (std::ptrdiff_t i = 0; i < n; ++i) {
    devices[static_cast<std::size_t>(i)]->submit([s, i] {
      try {
        s->fn(static_cast<int>(i));
      } catch (...) {
        s->errors[static_cast<std::size_t>(i)] = std::current_exception();
      }
      s->done.count_down();
    });
  }
  // As the workers do (worker_thread.cpp): look for the end a short while before sleeping, since
  // a futex wake of a sleeping caller costs tens of µs on a VM.
  const auto spin_until = std::chrono::steady_clock::now() + std::chrono::microseconds(50);
  while (!state.done.try_wait() && std::chrono::steady_clock::now() < spin_until) std::this_thread::yield();
  state.done.wait();
}

std::vector<std::exception_ptr> TaskGroup::run(const std::vector<Device*>& devices, FunctionRef<void(int)> fn) {
  std::vector<std::exception_ptr> errors;
  run(devices, fn, errors);
  return errors;
}

std::uint64_t TaskGroup::fanouts() { return g_fanouts.load(std::memory_order_relaxed); }
std::uint64_t TaskGroup::tasks() { return g_tasks.load(std::memory_order_relaxed); }

void TaskGroup::run_or_throw(const std::vector<Device*>& devices, FunctionRef<void(int)> fn) {
  for (auto& e : run(devices, fn)) {
    if (e) std::rethrow_exception(e);
  }
}

}  // namespace dp
