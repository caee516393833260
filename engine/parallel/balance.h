// DataParallel's _check_balance (SEMANTICS R3.5): warn when a device has under 75% of the memory,
// or else of the multiprocessors, of the strongest one.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "device/device.h"

namespace dp {

// The UserWarning text PyTorch emits, or nothing. Names device ids, not positions.
std::optional<std::string> check_balance(const std::vector<const DeviceInfo*>& devices);

std::string imbalance_warning(int weakest_id, int strongest_id);

}  // namespace dp
