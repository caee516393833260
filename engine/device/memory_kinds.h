// What a device's memory holds while training, by kind, so a memory gauge can show gradients,
// momentum and reduce buffers apart from the parameters and from everything else (batches,
// activations), which is what the device accounts in total.
#pragma once

#include <cstdint>
#include <vector>

#include "device/device.h"
#include "device/tensor.h"

namespace dp {

struct MemoryByKind {
  std::uint64_t parameters_bytes = 0;     // the model's (device_ids[0]) or a replica's copy
  std::uint64_t gradients_bytes = 0;      // parameter gradients: a replica's, or their sum on device_ids[0]
  std::uint64_t momentum_bytes = 0;       // SGD's momentum buffers
  std::uint64_t reduce_buffer_bytes = 0;  // where other replicas' gradients arrive for the sum
  MemoryStats total;                      // all the device holds: the above, batches, activations
};

// Adds t's bytes to `kind` of the entry for t's device (entries are indexed by device index;
// host tensors and devices beyond the vector are not counted).
inline void add_bytes(std::vector<MemoryByKind>& per_device, const Tensor& t,
                      std::uint64_t MemoryByKind::*kind) {
  if (!t.defined()) return;
  const int d = t.device().index();
  if (d >= 0 && static_cast<std::size_t>(d) < per_device.size()) per_device[static_cast<std::size_t>(d)].*kind += t.nbytes();
}

}  // namespace dp
