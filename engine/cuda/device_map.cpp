// Round-robin placement and the broadcast plan.
#include "cuda/device_map.h"

#include <map>

#include "core/error.h"

namespace dp {

int physical_of(int logical, int physical_count) {
  if (physical_count <= 0 || logical < 0) {
    throw Error(ErrorType::ValueError, "no physical GPU for logical device " + std::to_string(logical));
  }
  return logical % physical_count;
}

bool is_virtual(int logical, int physical_count) { return logical >= physical_count; }

std::string cuda_label(int logical, int physical_count, const std::string& name) {
  if (!is_virtual(logical, physical_count)) return name;
  return "virtual GPU " + std::to_string(logical) + " on cuda:" +
         std::to_string(physical_of(logical, physical_count)) + " (" + name + ")";
}

BroadcastPlan plan_broadcast(const std::vector<int>& physical) {
  BroadcastPlan plan;
  if (physical.size() < 2) return plan;
  std::map<int, int> first_on;  // physical GPU → the first replica on it (replica 0 for its own)
  for (int r = 0; r < static_cast<int>(physical.size()); ++r) {
    const auto [it, inserted] = first_on.emplace(physical[static_cast<std::size_t>(r)], r);
    if (inserted) {
      plan.nccl_ranks.push_back(r);
    } else {
      plan.local_copies.emplace_back(r, it->second);
    }
  }
  if (plan.nccl_ranks.size() < 2) plan.nccl_ranks.clear();  // one GPU: local copies only
  return plan;
}

}  // namespace dp
