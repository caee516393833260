// Broadcaster: replicate's parameter broadcast done as one collective (R6.2), for pools whose
// devices have one (NCCL on CUDA GPUs). Pools without one leave it to each device to copy the
// parameters from device_ids[0] in its own scatter task.
#pragma once

#include <vector>

#include "device/device.h"
#include "device/tensor.h"

namespace dp {

struct BroadcastJob {
  std::vector<Device*> devices;               // replica r's device; devices[0] holds the source
  std::vector<std::vector<Tensor*>> tensors;  // tensors[r][p]: replica r's copy of parameter p
  std::vector<DeviceClock*> clocks;           // replica r's clock: marked around its part
  int mark_start = 0;
  int mark_end = 0;
};

class Broadcaster {
 public:
  virtual ~Broadcaster() = default;
  // Queues the copies on the devices' streams (tensors[0][p] → tensors[r][p] for r ≥ 1) and
  // marks each clock before and after; the data is there once the devices synchronize.
  virtual void broadcast(const BroadcastJob& job) = 0;
};

}  // namespace dp
