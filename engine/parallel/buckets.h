// DDP gradient buckets (SEMANTICS R14.3–R14.5): torch's compute_bucket_assignment_by_size, the
// 1.13 limits (first iteration: one bucket per dtype; later: [first_bucket_bytes, cap]).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace dp {

inline constexpr std::uint64_t kDefaultBucketCapBytes = 25ull * 1024 * 1024;  // int(25 * 1024 * 1024)
inline constexpr std::uint64_t kDefaultFirstBucketBytes = 1048576;           // dist._DEFAULT_FIRST_BUCKET_BYTES
inline constexpr std::uint64_t kSysMaxsize = 9223372036854775807ull;         // sys.maxsize: no limit

// One tensor as the assignment sees it: its bytes and the (dtype, device) key of its open bucket.
struct BucketTensor {
  std::uint64_t bytes = 0;
  std::string key = "float32";
};

// R14.4: walks `order` (indices into `tensors`; empty: 0..n-1), one open bucket and one limit
// iterator per key, closing a bucket once its bytes reach the current limit. With an empty
// `order`, the buckets are sorted by their smallest index; with an explicit order (the reducer's
// rebuild, in gradient-ready order) they stay in the order they were closed, the open ones last.
// Throws ValueError for empty `limits`.
std::vector<std::vector<std::size_t>> compute_bucket_assignment_by_size(
    const std::vector<BucketTensor>& tensors, const std::vector<std::uint64_t>& limits,
    const std::vector<std::size_t>& order = {});

// What DDP hands its reducer at construction: reversed(assignment) with 1.13's initial limits
// ([sys.maxsize] when `initial`, else [first_bucket_bytes, cap]).
struct BucketPlan {
  std::vector<std::vector<std::size_t>> buckets;        // sorted by smallest index
  std::vector<std::vector<std::size_t>> reducer_order;  // reversed(buckets)
};
BucketPlan plan_buckets(const std::vector<BucketTensor>& tensors, std::uint64_t cap_bytes,
                        std::uint64_t first_bucket_bytes, bool initial);

// {"buckets":[[0,1],...],"reducer_order":[[...],...]} (docs/design.md: dpviz-cli buckets).
std::string bucket_plan_json(const BucketPlan& plan);

}  // namespace dp
