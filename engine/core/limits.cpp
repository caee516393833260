// The one range check of the GPU count, and device names.
#include "core/limits.h"

#include "core/error.h"

namespace dp {

void check_gpu_count(std::int64_t gpus) {
  if (!kGpuRange.contains(gpus)) {
    throw Error(ErrorType::ValueError, "the number of GPUs must be between " + std::to_string(kGpuRange.min) +
                                           " and " + std::to_string(kGpuRange.max) + ", got " +
                                           std::to_string(gpus));
  }
}

std::string torch_device_name(int index) { return index < 0 ? std::string("cpu") : "cuda:" + std::to_string(index); }

}  // namespace dp
