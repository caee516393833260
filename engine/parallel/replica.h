// DataParallel's per-replica state, shared by its forward (data_parallel.cpp) and backward
// (data_parallel_backward.cpp); not part of the engine's interface.
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

#include "nn/module.h"
#include "parallel/data_parallel.h"

namespace dp {

// Points marked on each replica's clock, in its device's stream of work, in step order (a CUDA
// clock starts a new sequence at a smaller index: backward's marks follow forward's).
enum ReplicaMark : int {
  kScatterStart, kScatterEnd, kReplicateStart, kReplicateEnd,
  kForwardStart, kForwardEnd, kGatherStart, kGatherEnd,
  kGradScatterStart, kGradScatterEnd, kBackwardStart, kBackwardEnd, kReduceStart, kReduceEnd,
  kMarks
};

struct DataParallel::Replica {
  Module* module = nullptr;            // replica 0: the wrapped module itself (R6.3)
  std::unique_ptr<Module> owned;       // replicas 1..: a skeleton on their device, built once
  std::vector<Tensor*> params;         // owned's parameters, listed once
  Device* device = nullptr;
  std::unique_ptr<DeviceClock> clock;  // made once with the replica
  Tensor input;                        // this replica's chunk, reused across steps of one shape
  Tensor output;
  std::size_t scatter_bytes = 0, replicate_bytes = 0, gather_bytes = 0;
  int order = -1;                      // completion rank in parallel_apply, -1 if it failed
  // Backward (R10.1–R10.3).
  Tensor grad;                         // its piece of the output gradient, on its device
  Tensor grad_flat;                    // its parameter gradients: one flat buffer on its device
  std::size_t grad_scatter_bytes = 0;  // the piece's bytes copied to it
  std::size_t reduce_bytes = 0;        // its gradients' bytes summed on device_ids[0]
};

// Waits for every device when it goes out of scope, so no copy or kernel of a step is still in
// flight when forward or backward returns or throws; now() does it on the normal path and reports
// errors.
class SettleDevices {
 public:
  explicit SettleDevices(const std::vector<Device*>& devices) : devices_(devices) {}
  ~SettleDevices() {
    if (done_) return;
    for (Device* d : devices_) {
      try {
        d->synchronize();
      } catch (...) {  // already failing: the first error is the one reported
      }
    }
  }
  void now() {
    done_ = true;
    for (Device* d : devices_) d->synchronize();
  }

 private:
  const std::vector<Device*>& devices_;
  bool done_ = false;
};

}  // namespace dp
