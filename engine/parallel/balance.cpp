// _check_balance: first minimum and first maximum; strictly below 0.75 warns; memory wins.
#include "parallel/balance.h"

#include <functional>

namespace dp {

std::string imbalance_warning(int weakest_id, int strongest_id) {
  return "\n    There is an imbalance between your GPUs. You may want to exclude GPU " +
         std::to_string(weakest_id) + " which\n    has less than 75% of the memory or cores of GPU " +
         std::to_string(strongest_id) +
         ". You can do so by setting\n    the device_ids argument to DataParallel, or by setting "
         "the CUDA_VISIBLE_DEVICES\n    environment variable.";
}

std::optional<std::string> check_balance(const std::vector<const DeviceInfo*>& devices) {
  if (devices.empty()) return std::nullopt;
  auto warn_imbalance = [&](const std::function<double(const DeviceInfo&)>& value)
      -> std::optional<std::string> {
    std::size_t min_pos = 0;
    std::size_t max_pos = 0;
    for (std::size_t i = 1; i < devices.size(); ++i) {
      if (value(*devices[i]) < value(*devices[min_pos])) min_pos = i;  // first position wins ties
      if (value(*devices[i]) > value(*devices[max_pos])) max_pos = i;
    }
    const double max = value(*devices[max_pos]);
    if (max > 0 && value(*devices[min_pos]) / max < 0.75) {
      return imbalance_warning(devices[min_pos]->index, devices[max_pos]->index);
    }
    return std::nullopt;
  };
  if (auto w = warn_imbalance([](const DeviceInfo& d) { return static_cast<double>(d.total_memory_bytes); })) {
    return w;
  }
  return warn_imbalance([](const DeviceInfo& d) { return static_cast<double>(d.multi_processor_count); });
}

}  // namespace dp
