// The record of one step, a plain value the CLI prints and the app draws: BatchRecord, what a batch
// did on its way through the model (the tutorial's loop, and every training step's forward), and
// TrainRecord, a training step: those same facts, then the loss, backward, reduce and SGD's step.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/shape.h"
#include "device/device.h"
#include "device/memory_kinds.h"

namespace dp {

struct BatchRecord {
  std::int64_t index = 0;                   // the tutorial: the batch in the epoch; training: the
                                            // step, 0-based over the whole run
  Shape input;                              // the batch, [B, in]
  Shape output;                             // the gathered output, [B, out]
  std::vector<std::int64_t> samples;        // dataset indices of the batch's rows, in order
  std::vector<std::int64_t> chunk_sizes;    // forward rows per replica (R1.2)
  std::vector<int> devices;                 // device per replica (-1: the host, no GPU)
  std::vector<std::string> replica_lines;   // the tutorial: each replica's In Model line, replica order
  std::vector<int> printed_order;           // the tutorial: replica indices in the order their lines printed
  std::string outside;                      // the tutorial: the Outside line
  std::vector<std::int64_t> forward_ns;     // measured forward time per replica
  std::vector<Shape> replica_outputs;       // each replica's output shape, replica order (empty
                                            // for a failed replica; torch.Size([]) for a scalar)
  int failed_replica = -1;                  // the replica whose error DataParallel raised (R8.6)
  std::string error;                        // that error's text; the batch has no output then
  std::int64_t step_ns = 0;                 // the whole step: load to gather (the tutorial), load
                                            // to the optimizer's step (training)
  std::vector<std::string> warnings;        // UserWarnings, PyTorch's text
  std::uint64_t output_checksum = 0;        // with RunConfig::output_checksum: FNV-1a of the output
  std::vector<MemoryStats> memory;          // per device after the step (peak: during it)
  bool warm_up = false;                     // the run's first step on its devices: its times include
                                            // the cold start (threads starting, memory touched the
                                            // first time), far above every later step's

  // The device of the replica whose forward took the longest (forward_ns), the card the step
  // waited for; -1 without a measured forward.
  int slowest_device() const {
    int slowest = -1;
    for (std::size_t r = 0; r < forward_ns.size() && r < devices.size(); ++r) {
      if (slowest < 0 || forward_ns[r] > forward_ns[static_cast<std::size_t>(slowest)]) slowest = static_cast<int>(r);
    }
    return slowest < 0 ? -1 : devices[static_cast<std::size_t>(slowest)];
  }

  std::vector<std::string> lines_in_print_order() const {
    std::vector<std::string> lines;
    for (int r : printed_order) lines.push_back(replica_lines[static_cast<std::size_t>(r)]);
    return lines;
  }
};

struct TrainRecord : BatchRecord {
  std::int64_t epoch = 0;
  std::int64_t batch = 0;                      // 0-based within its epoch
  float loss = 0.0f;                           // the batch's MSELoss before this step's update
  std::vector<std::int64_t> grad_chunk_sizes;  // rows of the output gradient sent back to each (R10.1)
  int reduce_device = -1;                      // where the gradients were summed: device_ids[0] (R10.3)
  std::vector<std::uint64_t> reduce_bytes;     // bytes of each replica's gradients summed there
  std::vector<std::int64_t> backward_ns;       // per replica
  std::int64_t loss_ns = 0;                    // loss and its gradient, on the output device
  std::int64_t reduce_ns = 0;                  // the gradient sum on reduce_device
  std::int64_t optimizer_ns = 0;               // SGD's step on the parameters' device
  std::vector<MemoryByKind> memory_by_kind;    // per device after the step (each total is `memory`'s)
};

}  // namespace dp
