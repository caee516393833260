// What measured a run's timings, as the engine built it: the kind of GPU, how many host worker
// threads issued the devices' work, how many CPU cores they shared and which library did the
// simulated GPUs' matrix products. The timings tab says it in
// words, so that a staircase of simulated replicas is not mistaken for the GPUs' own behaviour.
#pragma once

#include <string>
#include <vector>

#include "device/device.h"

namespace dp {

struct MeasuredOn {
  bool cuda = false;        // CUDA devices (real or virtual) measured with their own clocks
  int gpus = 0;             // devices of the run (the pool's, not only those a batch used)
  int worker_threads = 0;   // host threads issuing device work: one per device (its stream)
  int cpu_cores = 0;        // hardware threads the machine offers them
  int physical_gpus = 0;    // CUDA: distinct physical GPUs behind the devices
  std::string gpu_name;     // CUDA: the first device's label ("NVIDIA H200")
  // Simulated GPUs: the library that ran their matrix products and what its kernels target
  // ("oneDNN 2.6.3", "avx512_core"; device/gemm_library.h). Empty for CUDA (cuBLAS on the GPU).
  std::string gemm_name, gemm_target;

  // More worker threads than cores: simulated replicas take turns instead of running together.
  bool threads_take_turns() const { return worker_threads > cpu_cores; }
};

// std::thread::hardware_concurrency(), at least 1.
int cpu_core_count();

// From a pool's lanes (DevicePool::lanes(): the host first, then every device).
MeasuredOn measured_on(const std::vector<DeviceInfo>& lanes);

}  // namespace dp
