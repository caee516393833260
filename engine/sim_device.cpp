// SimDevice: a worker thread with an in-order queue, and host memory with accounting.
#include "sim_device.h"

#include <cstdio>
#include <cstring>
#include <exception>

#include "host_memory.h"

namespace dp {

SimDevice::SimDevice(int index, SimDeviceSpec spec)
    : Device(DeviceInfo{index, DeviceKind::Simulated, "GPU " + std::to_string(index) + " (simulated)",
                        spec.memory_bytes, spec.cores}),
      worker_([this] { run(); }) {}

SimDevice::~SimDevice() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  worker_.join();
}

void SimDevice::submit(Task task) {
  {
    std::lock_guard lock(mutex_);
    queue_.push_back(std::move(task));
  }
  wake_.notify_one();
}

void SimDevice::run() {
  for (;;) {
    Task task;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (queue_.empty()) return;  // stopping, and everything queued has run
      task = std::move(queue_.front());
      queue_.pop_front();
    }
    try {
      task();
    } catch (const std::exception& e) {
      // Tasks report their own errors (TaskGroup); an escaped one must not kill the device.
      std::fprintf(stderr, "dpviz: uncaught error in a task on GPU %d: %s\n", index(), e.what());
    } catch (...) {
      std::fprintf(stderr, "dpviz: uncaught error in a task on GPU %d\n", index());
    }
  }
}

void SimDevice::copy_from(void* dst, const Device&, const void* src, std::size_t bytes) {
  if (bytes) std::memcpy(dst, src, bytes);  // every simulated device's memory is host memory
}

void* SimDevice::raw_allocate(std::size_t bytes) {
  return host_allocate(bytes, "a simulated GPU");
}

void SimDevice::raw_deallocate(void* ptr) noexcept { host_free(ptr); }

}  // namespace dp
