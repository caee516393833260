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
  int clock_khz = 0;                 // the SMs' peak clock (cudaDevAttrClockRate), kHz
};

// The device's FP32 peak in FLOP/s: SMs x FP32 lanes per SM (the CUDA C++ Programming Guide's
// arithmetic throughput table: 64 on sm_80, 128 on sm_86/89/90/100/120) x 2 (an FMA) x the peak
// clock. 0 when a fact is missing. What dpviz-bench --cuda sets cuBLAS's GFLOP/s against.
inline double fp32_peak_flops(const CudaDeviceFacts& d) {
  const int lanes = d.compute_major == 8 && d.compute_minor == 0 ? 64 : d.compute_major >= 8 ? 128 : 64;
  return double(d.multi_processor_count) * lanes * 2.0 * double(d.clock_khz) * 1e3;
}

// Why there are no devices, as a code: the GUI words it in the reader's language (the CLI prints
// `reason`, its English).
enum class CudaAbsence {
  None,           // there are devices
  NotBuilt,       // this build has no CUDA backend
  RuntimeError,   // cudaGetDeviceCount failed: error_code, error_name, and the runtime's own error_text
  NoDevice,       // the driver reports no CUDA-capable device
  NoneQueried,    // devices were counted, none could be queried
};

struct CudaDiscovery {
  bool built = false;                    // this build has the CUDA backend
  std::vector<CudaDeviceFacts> devices;  // physical devices
  std::string reason;                    // why there are none, in English (describe); empty when there are
  std::string runtime;                   // "CUDA runtime 13.0, driver 13.0, NCCL 2.28.3"
  CudaAbsence absent = CudaAbsence::None;
  int error_code = 0;                    // RuntimeError: the cudaError_t
  std::string error_name;                // RuntimeError: "cudaErrorInsufficientDriver"
  std::string error_text;                // RuntimeError: cudaGetErrorString's text (the library's own words)
};

}  // namespace dp
