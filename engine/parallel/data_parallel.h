// DataParallel: torch.nn.DataParallel's forward on the engine's devices (SEMANTICS R3-R9):
// scatter the batch with torch.chunk, replicate the module to device_ids[:len(chunks)] (replica 0
// is the module itself), run every replica at the same time (one task per device), and gather the
// outputs on output_device in replica order; and its backward (R10): the output gradient split back
// to the replicas, every replica's backward on its own device at once, the gradients summed onto
// device_ids[0]. Each phase is recorded in the Trace.
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
#include "device/memory_kinds.h"
#include "device/reducer.h"
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
  // Filled by backward() (R10), replica order; empty after a forward alone.
  bool backward_done = false;
  int reduce_device = -1;                        // device_ids[0], where the gradients are summed
  std::vector<std::int64_t> grad_chunk_sizes;    // rows of the output gradient sent back to each replica
  std::vector<std::uint64_t> reduce_bytes;       // bytes of each replica's gradients summed on reduce_device
  std::vector<std::int64_t> grad_scatter_ns;     // per replica: its gradient piece's copy
  std::vector<std::int64_t> backward_ns;         // per replica: its backward
  std::int64_t reduce_ns = 0;                    // the whole sum on reduce_device

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
    backward_done = false;
    reduce_device = -1;
    grad_chunk_sizes.clear();
    reduce_bytes.clear();
    grad_scatter_ns.clear();
    backward_ns.clear();
    reduce_ns = 0;
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

  // Backward of the last forward, which ran with grad mode on (nn/grad_mode.h), as autograd runs
  // it through Gather, the replicas and Broadcast (R10): grad_output (the gathered output's shape,
  // on any device) is split with the forward's chunk sizes and each piece sent to its replica's
  // device (R10.1); every replica's backward runs on its own device, all at once (R10.2); each
  // parameter's gradients are summed, not averaged, onto device_ids[0] in coalesced buffers of at
  // most 10 MiB (R10.3). The sum is then module().gradients() on device_ids[0], for the optimizer.
  // Throws RuntimeError with PyTorch's texts for a backward with nothing recorded (a second one)
  // or a gradient of the wrong shape.
  void backward(const Tensor& grad_output);

  // Adds what this wrapper keeps on each device (every replica's parameters, the gradients, the
  // reduce buffer) to `per_device`, indexed by device index.
  void add_memory_by_kind(std::vector<MemoryByKind>& per_device) const;

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
  void apply_one(int i, bool after_replicate);      // R8: replica i's forward on its device
  void run_replicas(const Tensor& input);           // scatter, replicate and apply, all devices
  void raise_first_failure(std::int64_t step, const Tensor& input);  // R8.6, if any failed
  Tensor gather(std::int64_t step);                 // R9: outputs onto output_device
  void record_phases(std::int64_t step, const Tensor& input, const Tensor* result);

  // The phases of backward, in order (R10.1–R10.3), in data_parallel_backward.cpp.
  void check_backward(const Tensor& grad_output) const;
  void bind_gradients(int i);                                 // replica i's: one flat buffer on its device
  Tensor scatter_grad_one(const Tensor& grad_output, int i);  // R10.1: its piece onto its device
  void backward_one(const Tensor& piece, int i);              // R10.2: its backward on its device
  void run_backward(const Tensor& grad_output);               // both, one task per device
  void reduce_gradients();                                    // R10.3: the sum onto device_ids[0]
  void reduce_by_copies();                                    // without a collective: copy, then add
  void record_backward(std::int64_t step, const Tensor& grad_output);

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
  // Backward state, reused step after step.
  bool grad_mode_ = false;             // the caller's grad mode during this forward (R8.4)
  bool recorded_ = false;              // the last forward kept what backward needs
  std::vector<ElementRange> buckets_;  // coalesced buffers over the flat gradients, planned once
  Tensor reduce_buffer_;               // on device_ids[0]: a bucket of another replica's gradients
  ReduceJob reduce_job_;
};

}  // namespace dp
