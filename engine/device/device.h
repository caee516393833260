// Device: what the engine needs from a GPU, real or simulated: identity and capacity (for the
// balance check, R3.5), memory with accounting, an in-order task queue, and the work the modules
// and DataParallel issue: copies, the few kernels, clocks and synchronize. On a CPU device (host,
// simulated) that work runs in the calling thread; on a CUDA device it is queued on the device's
// stream and synchronize() waits for it.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace dp {

enum class DeviceKind { Host, Simulated, Cuda, VirtualCuda };

struct DeviceInfo {
  int index = -1;                        // torch device index; -1 for the host
  DeviceKind kind = DeviceKind::Host;
  std::string label;                     // for people: "GPU 3 (simulated)", "NVIDIA H200",
                                         // "virtual GPU 5 on cuda:1 (NVIDIA H200)"
  std::uint64_t total_memory_bytes = 0;  // torch.cuda.get_device_properties(i).total_memory
  int multi_processor_count = 0;         // SMs (or simulated cores)
  int physical_index = -1;               // CUDA: the physical GPU it runs on (virtual GPUs share one)

  bool is_host() const { return kind == DeviceKind::Host; }
  bool is_cuda() const { return kind == DeviceKind::Cuda || kind == DeviceKind::VirtualCuda; }
  // torch.device text: "cuda:3" for any GPU (simulated ones stand in for CUDA devices), "cpu".
  std::string torch_name() const;
};

struct MemoryStats {
  std::uint64_t in_use_bytes = 0;
  std::uint64_t peak_bytes = 0;
  std::uint64_t total_bytes = 0;
};

using Task = std::function<void()>;

// The work a device did between two marks, on its own clock: a CPU device's thread CPU time (the
// time its thread waited for a core is not work), a GPU's event time. ns < 0: not known (the two
// marks were made on different threads).
struct WorkSpan {
  std::int64_t start_ns = 0;  // the work clock at the first mark (a thread's CPU clock starts at 0)
  std::int64_t ns = -1;
};

// Marks points in a device's stream of work. mark(i) is called in stream order (from a task on
// the device); ns(i) gives mark i on the host's steady clock once the device has synchronized.
class DeviceClock {
 public:
  virtual ~DeviceClock() = default;
  virtual void mark(int i) = 0;
  virtual std::int64_t ns(int i) const = 0;
  // Mark i at the instant of mark j of `from` (this clock or another device's), which the calling
  // thread made last, with nothing issued since: one reading stands for the end of one phase and
  // the start of the next, so the phases still tile the thread's time and its CPU time (a thread's
  // CPU clock costs a system call a reading, ~1.2 µs on this project's VMs). A clock that cannot
  // share a reading (a GPU's events) marks anew.
  virtual void mark_at(int i, const DeviceClock& from, int j) {
    (void)from;
    (void)j;
    mark(i);
  }
  // The device's work from mark `from` to mark `to`. By default the marks' own span: a GPU's events
  // time its stream, where nothing waits for a core.
  virtual WorkSpan work(int from, int to) const { return {ns(from), ns(to) - ns(from)}; }
  // Whether mark() also reads a CPU device's work clock, which costs a system call a mark: on where
  // a trace records the work, off for untraced runs (the benchmarks' step overhead).
  void set_records_work(bool on) { records_work_ = on; }
  bool records_work() const { return records_work_; }

 private:
  bool records_work_ = false;
};

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

  // Runs `task` on this device, after the tasks submitted before it. Tasks must not throw.
  virtual void submit(Task task) = 0;

  // --- Work issued to this device, in order (its "stream"). Pointers are device memory of the
  // named devices; one side of a copy is this device or the host.
  // `rows` rows of `row_bytes`: dst + r*dst_pitch ← src + r*src_pitch.
  virtual void copy_2d(void* dst, std::size_t dst_pitch, const Device& dst_device, const void* src,
                       std::size_t src_pitch, const Device& src_device, std::size_t row_bytes,
                       std::size_t rows) = 0;
  void copy(void* dst, const Device& dst_device, const void* src, const Device& src_device,
            std::size_t bytes) {
    copy_2d(dst, bytes, dst_device, src, bytes, src_device, bytes, 1);
  }
  virtual void fill_zero(void* dst, std::size_t bytes) = 0;
  // Row-major x [m, k], w [n, k], y [m, n]: y = x·wᵀ, or y += x·wᵀ with accumulate.
  virtual void sgemm_xwt(std::int64_t m, std::int64_t n, std::int64_t k, const float* x,
                         const float* w, float* y, bool accumulate) = 0;
  // y[r, :] = row for r < m (Linear's bias).
  virtual void broadcast_rows(float* y, const float* row, std::int64_t m, std::int64_t n) = 0;
  virtual void relu(const float* x, float* y, std::int64_t n) = 0;
  // Backward and the optimizer, row-major like sgemm_xwt; `accumulate` adds to the output.
  // dw [n, k] = dyᵀ·x for dy [m, n], x [m, k]: Linear's weight gradient.
  virtual void sgemm_dyt_x(std::int64_t m, std::int64_t n, std::int64_t k, const float* dy,
                           const float* x, float* dw, bool accumulate) = 0;
  // dx [m, k] = dy·w for dy [m, n], w [n, k]: Linear's input gradient.
  virtual void sgemm_dy_w(std::int64_t m, std::int64_t n, std::int64_t k, const float* dy,
                          const float* w, float* dx, bool accumulate) = 0;
  // db[j] = Σ_r dy[r, j] for dy [m, n]: Linear's bias gradient (zeros when m is 0).
  virtual void column_sums(const float* dy, float* db, std::int64_t m, std::int64_t n) = 0;
  // dx[i] = dy[i] where y[i] > 0, else 0: ReLU's backward from its output (dx may be dy).
  virtual void relu_backward(const float* y, const float* dy, float* dx, std::int64_t n) = 0;
  // y = alpha·x + beta·y: the gradient sum (1, 1) and SGD's momentum and update.
  virtual void axpby(std::int64_t n, float alpha, const float* x, float beta, float* y) = 0;
  // MSELoss(reduction='mean') over n elements: *loss (one float of this device's memory) =
  // Σ(y − t)² / n; its backward grad = (y − t)·(2/n), as torch's mse_loss_backward.
  virtual void mse_loss(const float* y, const float* t, std::int64_t n, float* loss) = 0;
  virtual void mse_loss_backward(const float* y, const float* t, std::int64_t n, float* grad) = 0;
  // Waits until the work issued so far has finished (a no-op where work runs inline).
  virtual void synchronize() = 0;
  virtual std::unique_ptr<DeviceClock> make_clock(int marks) = 0;

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
// The calling thread's CPU time in nanoseconds (CLOCK_THREAD_CPUTIME_ID): the time it ran on a
// core, not the time it waited for one.
std::int64_t thread_cpu_ns();
// How many times thread_cpu_ns() was called in this process, by any thread, ended ones included
// (counted per thread, summed here; the tests count the system calls a traced step makes).
std::uint64_t thread_cpu_reads();

}  // namespace dp
