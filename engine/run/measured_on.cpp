// measured_on: every simulated GPU owns one worker thread, and every CUDA device one host thread
// that issues its stream's work (device/sim_device.h, cuda/cuda_device.h).
#include "run/measured_on.h"

#include <algorithm>
#include <set>
#include <thread>

#include "device/gemm_library.h"

namespace dp {

int cpu_core_count() { return static_cast<int>(std::max(1u, std::thread::hardware_concurrency())); }

MeasuredOn measured_on(const std::vector<DeviceInfo>& lanes) {
  MeasuredOn m;
  m.cpu_cores = cpu_core_count();
  std::set<int> physical;
  for (const DeviceInfo& lane : lanes) {
    if (lane.is_host()) continue;
    ++m.gpus;
    if (lane.is_cuda()) {
      m.cuda = true;
      physical.insert(lane.physical_index >= 0 ? lane.physical_index : lane.index);
      if (m.gpu_name.empty()) m.gpu_name = lane.label;
    }
  }
  m.worker_threads = m.gpus;
  m.physical_gpus = static_cast<int>(physical.size());
  if (m.gpus > 0 && !m.cuda) {
    m.gemm_name = gemm_library_name(gemm_library());
    m.gemm_target = gemm_library_target(gemm_library());
  }
  return m;
}

}  // namespace dp
