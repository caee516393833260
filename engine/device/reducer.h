// Reducer: Broadcast.backward's gradient sum (R10.3) as one collective, for pools whose devices
// have one (NCCL reduce on CUDA GPUs, as PyTorch uses when NCCL is available). Pools without one sum
// by copying each replica's gradients onto device_ids[0] and adding them there (comm.reduce_add's
// `root + others.to(dest)`).
#pragma once

#include <cstdint>
#include <vector>

#include "device/device.h"
#include "device/tensor.h"

namespace dp {

// Elements [begin, end) of a flat buffer.
struct ElementRange {
  std::int64_t begin = 0;
  std::int64_t end = 0;
  std::int64_t elems() const { return end - begin; }
};

struct ReduceJob {
  std::vector<Device*> devices;        // replica r's device; devices[0] (device_ids[0]) gets the sum
  std::vector<Tensor*> flat;           // replica r's flat gradients, the same numel on every replica
  std::vector<ElementRange> buckets;   // the coalesced buffers (≤ 10 MiB each), reduced in order
  std::vector<DeviceClock*> clocks;    // replica r's clock: marked around its part
  int mark_start = 0;
  int mark_end = 0;
};

class Reducer {
 public:
  virtual ~Reducer() = default;
  // Queues the sums on the devices' streams, after the work already queued there: flat[0] becomes
  // Σ_r flat[r] once the devices synchronize (the other replicas' buffers may be overwritten).
  virtual void reduce(const ReduceJob& job) = 0;
};

}  // namespace dp
