// SimDevice: a simulated GPU. One persistent worker thread is its stream (tasks run in order on
// it, created once, never per step); its memory is host memory with its own accounting against a
// configurable capacity; its "multiprocessor count" is configurable so the balance check (R3.5)
// can be shown. The math is real: float32 on the CPU (OpenBLAS with one BLAS thread per device).
#pragma once

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <mutex>
#include <thread>

#include "device.h"

namespace dp {

struct SimDeviceSpec {
  std::uint64_t memory_bytes = 16ull << 30;  // accounted capacity, not reserved
  int cores = 80;                            // stands in for multi_processor_count
};

class SimDevice final : public Device {
 public:
  SimDevice(int index, SimDeviceSpec spec);
  ~SimDevice() override;  // runs what is queued, then joins the worker

  void copy_from(void* dst, const Device& from, const void* src, std::size_t bytes) override;
  void submit(Task task) override;

  std::thread::id worker_id() const { return worker_.get_id(); }

 protected:
  void* raw_allocate(std::size_t bytes) override;
  void raw_deallocate(void* ptr) noexcept override;

 private:
  void run();

  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<Task> queue_;  // guarded by mutex_
  bool stopping_ = false;   // guarded by mutex_
  std::thread worker_;      // last: starts after the members above exist
};

}  // namespace dp
