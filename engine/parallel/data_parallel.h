// DataParallel: torch.nn.DataParallel's forward on the engine's devices (SEMANTICS R3-R9):
// scatter the batch with torch.chunk, replicate the module to device_ids[:len(chunks)] (replica 0
// is the module itself), run every replica at the same time (one task per device), and gather the
// outputs on output_device in replica order. Each phase is recorded in the Trace.
#pragma once

#include <atomic>
#include <cstdint>
#include <exception>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "device/broadcaster.h"
#include "device/device_pool.h"
#include "nn/module.h"
#include "parallel/scatter_gather.h"
#include "trace/trace.h"

namespace dp {

struct DataParallelOptions {
  std::optional<std::vector<int>> device_ids;  // nullopt: every device of the pool (R3.2)
  std::optional<int> output_device;            // nullopt: device_ids[0]; -1: the CPU (R9.5)
  std::int64_t dim = 0;                        // scatter and gather dim, kept as given
};

// What one forward did; the same facts are in the Trace as events.
struct StepReport {
  std::int64_t step = -1;
  Shape input;
  Shape output;
  std::vector<std::int64_t> chunk_sizes;   // rows per replica, replica order
  std::vector<int> devices;                // device id per replica
  std::vector<int> completion_order;       // replica indices in the order they finished
  std::vector<std::int64_t> forward_ns;    // per replica, replica order
  std::vector<Shape> outputs;              // each replica's output shape (empty for a failed one)
  int failed_replica = -1;                 // the lowest failing replica (R8.6), or -1
  std::vector<std::string> warnings;       // UserWarnings of this step, PyTorch's text
  bool shortcut = false;                   // single-device path (R4.5) or no devices (R4.1)

  // Empties it for the next step, keeping the vectors' capacity.
  void clear() {
    step = -1;
    input = output = Shape{};
    chunk_sizes.clear();
    devices.clear();
    completion_order.clear();
    forward_ns.clear();
    outputs.clear();
    failed_replica = -1;
    warnings.clear();
    shortcut = false;
  }
};

class DataParallel {
 public:
  // Throws as torch's constructor does (R3.3): IndexError "list index out of range" for empty
  // device_ids, RuntimeError "Device index must not be negative", AssertionError "Invalid device id".
  DataParallel(Module& module, DevicePool& pool, DataParallelOptions options = {},
               Trace* trace = nullptr);
  ~DataParallel();
  DataParallel(const DataParallel&) = delete;
  DataParallel& operator=(const DataParallel&) = delete;

  Tensor forward(const Tensor& input);
  Tensor operator()(const Tensor& input) { return forward(input); }

  Module& module() { return module_; }
  const std::vector<int>& device_ids() const { return device_ids_; }
  // -1 means the CPU.
  int output_device() const { return output_device_; }
  // The balance warning of R3.5, if the constructor emitted one.
  const std::optional<std::string>& balance_warning() const { return balance_warning_; }
  const StepReport& last_step() const { return last_; }

 private:
  struct Replica;

  Replica& replica(int i) { return *replicas_[static_cast<std::size_t>(i)]; }
  void check_module_device();
  void warn(const std::string& text, std::int64_t step);
  Device& output_target();

  // The phases of forward, in order (R4.3–R4.8). Each works on this step's replicas 0..n-1.
  int plan_step(const Tensor& input);               // the chunks, and a replica per chunk
  void scatter_one(const Tensor& input, int i);     // R5.1: chunk i to its device
  void replicate_one(int i);                        // R6.2, R6.3: parameters from device_ids[0]
  void replicate_collective(Broadcaster& broadcaster);  // R6.2 as one NCCL broadcast
  void apply_one(int i);                            // R8: replica i's forward on its device
  void run_replicas(const Tensor& input);           // scatter, replicate and apply, all devices
  void raise_first_failure(std::int64_t step, const Tensor& input);  // R8.6, if any failed
  Tensor gather(std::int64_t step);                 // R9: outputs onto output_device
  void record_phases(std::int64_t step, const Tensor& input, const Tensor* result);

  Module& module_;
  DevicePool& pool_;
  Trace* trace_;
  std::vector<int> device_ids_;
  int output_device_ = -1;
  std::int64_t dim_ = 0;
  std::optional<std::string> balance_warning_;
  std::vector<std::unique_ptr<Replica>> replicas_;  // one per device id, created on first use
  StepReport last_;
  Tensor result_cache_;  // the gathered output's buffer, reused once the caller has let it go
  // Per-step state and scratch, reused so that a step allocates nothing once shapes repeat.
  int n_ = 0;                 // replicas in this step
  bool shortcut_ = false;     // R4.5: one configured device
  std::atomic<int> finished_{0};
  std::vector<Device*> devices_;
  SlicePlan plan_;
  GatherPlan gplan_;
  std::vector<Shape> out_shapes_;
  std::vector<std::exception_ptr> errors_, setup_errors_;
  std::vector<int> by_completion_;
  std::vector<Tensor*> source_params_, source_buffers_;
  bool source_params_listed_ = false;
};

}  // namespace dp
