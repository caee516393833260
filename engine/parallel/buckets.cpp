// compute_bucket_assignment_by_size as torch 1.13's reducer.cpp does it (SEMANTICS R14.4).
#include "parallel/buckets.h"

#include <algorithm>
#include <map>

#include "core/error.h"

namespace dp {

std::vector<std::vector<std::size_t>> compute_bucket_assignment_by_size(
    const std::vector<BucketTensor>& tensors, const std::vector<std::uint64_t>& limits,
    const std::vector<std::size_t>& order) {
  if (limits.empty()) throw Error(ErrorType::ValueError, "bucket size limits must not be empty");
  struct Open {
    std::vector<std::size_t> indices;
    std::uint64_t bytes = 0;
    std::size_t limit = 0;  // index into limits; stays on the last one
  };
  // Keys in the order first seen, so the open buckets are flushed in a stable order.
  std::vector<std::string> keys;
  std::map<std::string, Open> open;
  std::vector<std::vector<std::size_t>> result;
  const std::size_t n = order.empty() ? tensors.size() : order.size();
  for (std::size_t k = 0; k < n; ++k) {
    const std::size_t i = order.empty() ? k : order[k];
    if (i >= tensors.size()) throw Error(ErrorType::IndexError, "bucket order names tensor " + std::to_string(i));
    const BucketTensor& t = tensors[i];
    auto [it, fresh] = open.try_emplace(t.key);
    if (fresh) keys.push_back(t.key);
    Open& b = it->second;
    b.indices.push_back(i);
    b.bytes += t.bytes;
    if (b.bytes >= limits[b.limit]) {  // ">=": a bucket that reaches its limit closes
      result.push_back(std::move(b.indices));
      b.indices.clear();
      b.bytes = 0;
      b.limit = std::min(b.limit + 1, limits.size() - 1);
    }
  }
  for (const std::string& key : keys) {
    if (!open[key].indices.empty()) result.push_back(std::move(open[key].indices));
  }
  if (order.empty()) {
    std::sort(result.begin(), result.end(), [](const auto& a, const auto& b) {
      return *std::min_element(a.begin(), a.end()) < *std::min_element(b.begin(), b.end());
    });
  }
  return result;
}

BucketPlan plan_buckets(const std::vector<BucketTensor>& tensors, std::uint64_t cap_bytes,
                        std::uint64_t first_bucket_bytes, bool initial) {
  const std::vector<std::uint64_t> limits =
      initial ? std::vector<std::uint64_t>{kSysMaxsize} : std::vector<std::uint64_t>{first_bucket_bytes, cap_bytes};
  BucketPlan plan;
  plan.buckets = compute_bucket_assignment_by_size(tensors, limits);
  plan.reducer_order.assign(plan.buckets.rbegin(), plan.buckets.rend());
  return plan;
}

namespace {
std::string lists_json(const std::vector<std::vector<std::size_t>>& lists) {
  std::string s = "[";
  for (std::size_t b = 0; b < lists.size(); ++b) {
    s += b ? ",[" : "[";
    for (std::size_t i = 0; i < lists[b].size(); ++i) s += (i ? "," : "") + std::to_string(lists[b][i]);
    s += "]";
  }
  return s + "]";
}
}  // namespace

std::string bucket_plan_json(const BucketPlan& plan) {
  return "{\"buckets\":" + lists_json(plan.buckets) + ",\"reducer_order\":" + lists_json(plan.reducer_order) + "}";
}

}  // namespace dp
