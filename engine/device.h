// Device: what the engine needs from a GPU, real or simulated: identity and capacity (for the
// balance check, R3.5), memory with accounting, copies, and an in-order task queue (a "stream").
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

namespace dp {

enum class DeviceKind { Host, Simulated, Cuda, VirtualCuda };

struct DeviceInfo {
  int index = -1;                        // torch device index; -1 for the host
  DeviceKind kind = DeviceKind::Host;
  std::string label;                     // for people: "GPU 3 (simulated)", "NVIDIA H200"
  std::uint64_t total_memory_bytes = 0;  // torch.cuda.get_device_properties(i).total_memory
  int multi_processor_count = 0;         // SMs (or simulated cores)

  bool is_host() const { return kind == DeviceKind::Host; }
  // torch.device text: "cuda:3" for any GPU (simulated ones stand in for CUDA devices), "cpu".
  std::string torch_name() const;
};

struct MemoryStats {
  std::uint64_t in_use_bytes = 0;
  std::uint64_t peak_bytes = 0;
  std::uint64_t total_bytes = 0;
};

using Task = std::function<void()>;

class Device {
 public:
  explicit Device(DeviceInfo info) : info_(std::move(info)) {}
  virtual ~Device() = default;
  Device(const Device&) = delete;
  Device& operator=(const Device&) = delete;

  const DeviceInfo& info() const { return info_; }
  int index() const { return info_.index; }

  // Memory of this device. allocate throws OutOfMemoryError naming the device and the bytes asked
  // for when the device's capacity would be exceeded. Returned memory is 64-byte aligned.
  void* allocate(std::size_t bytes);
  void deallocate(void* ptr, std::size_t bytes) noexcept;
  MemoryStats memory() const;
  void reset_peak();

  // Copies `bytes` from `src` (memory of device `from`) into `dst` (memory of this device).
  // Runs in the calling thread; call it from a task to run it on this device's queue.
  virtual void copy_from(void* dst, const Device& from, const void* src, std::size_t bytes) = 0;

  // Runs `task` on this device, after the tasks submitted before it. Tasks must not throw.
  virtual void submit(Task task) = 0;

 protected:
  virtual void* raw_allocate(std::size_t bytes) = 0;
  virtual void raw_deallocate(void* ptr) noexcept = 0;

 private:
  DeviceInfo info_;
  std::atomic<std::uint64_t> in_use_bytes_{0};
  std::atomic<std::uint64_t> peak_bytes_{0};
};

// Steady-clock nanoseconds: the one host timeline every trace event is stamped on.
std::int64_t now_ns();

}  // namespace dp
