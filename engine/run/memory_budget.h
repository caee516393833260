// Memory guard: a run whose tensors would not fit a budget (default: half of physical memory) is
// refused before anything is allocated, with the bytes needed and the budget, instead of being
// killed by the OS halfway through.
#pragma once

#include <cstdint>
#include <string>

#include "run/run_config.h"

namespace dp {

std::uint64_t physical_memory_bytes();
std::uint64_t default_memory_budget();  // half of physical memory

// What a run holds at its peak, in bytes (saturating: huge inputs never overflow). Training adds
// the targets, every layer's activations and their gradients, and per device the gradients of
// the parameters, with SGD's momentum and the reduce buffer on device 0.
struct MemoryEstimate {
  std::uint64_t dataset = 0;  // data_size × input_size floats on the host (and the targets when training)
  std::uint64_t steps = 0;    // batch, chunks, outputs, gathered output, per-device parameters
                              // (training: activations, gradients, momentum, reduce buffer)
  std::uint64_t total = 0;
};
MemoryEstimate estimate_run_memory(const RunConfig& config);

// config.memory_budget_bytes, or the default when 0.
std::uint64_t memory_budget(const RunConfig& config);

// Throws OutOfMemoryError "this run needs about 40.0 GiB (42949672960 bytes) but the memory
// budget is 12.0 GiB (12884901888 bytes): ..." when the estimate exceeds the budget.
void check_memory_budget(const RunConfig& config);

// "1.5 GiB", "640 KiB", "12 bytes".
std::string human_bytes(std::uint64_t bytes);

}  // namespace dp
