// What the CUDA runtime reported: plain facts, shared by the backend chooser (run/backends.h) and
// the CUDA backend itself. No CUDA headers: every build has these types, CUDA or not.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace dp {

struct CudaDeviceFacts {
  int index = 0;
  std::string name;                  // "NVIDIA H200"
  std::uint64_t memory_bytes = 0;    // total global memory
  int multi_processor_count = 0;
  int compute_major = 0, compute_minor = 0;
};

struct CudaDiscovery {
  bool built = false;                    // this build has the CUDA backend
  std::vector<CudaDeviceFacts> devices;  // physical devices
  std::string reason;                    // why there are none; empty when there are
  std::string runtime;                   // "CUDA runtime 13.0, driver 13.0, NCCL 2.28.3"
};

}  // namespace dp
