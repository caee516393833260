// DistributedSampler's sizes, padding and striding.
#include "data/distributed_sampler.h"

#include <numeric>
#include <string>

#include "core/error.h"
#include "core/random.h"

namespace dp {
namespace {

std::int64_t ceil_div(std::int64_t a, std::int64_t b) { return a <= 0 ? 0 : (a + b - 1) / b; }

}  // namespace

SamplerSizes sampler_sizes(std::int64_t n, std::int64_t replicas, bool drop_last) {
  if (replicas < 1) {
    throw Error(ErrorType::ValueError, "num_replicas should be a positive integer, got " + std::to_string(replicas));
  }
  SamplerSizes s;
  s.num_samples = drop_last && n % replicas != 0 ? ceil_div(n - replicas, replicas) : ceil_div(n, replicas);
  s.total_size = s.num_samples * replicas;
  return s;
}

std::vector<std::int64_t> sampler_indices(const std::vector<std::int64_t>& order, std::int64_t replicas,
                                          std::int64_t rank, bool drop_last) {
  const SamplerSizes s = sampler_sizes(static_cast<std::int64_t>(order.size()), replicas, drop_last);
  if (rank < 0 || rank >= replicas) {
    throw Error(ErrorType::ValueError, "Invalid rank " + std::to_string(rank) +
                                           ", rank should be in the interval [0, " + std::to_string(replicas - 1) + "]");
  }
  std::vector<std::int64_t> indices = order;
  if (static_cast<std::int64_t>(indices.size()) < s.total_size) {  // pad with the list's own head, wrapping
    for (std::size_t i = 0; static_cast<std::int64_t>(indices.size()) < s.total_size; ++i) {
      indices.push_back(order[i % order.size()]);
    }
  }
  indices.resize(static_cast<std::size_t>(s.total_size));
  std::vector<std::int64_t> mine;
  for (std::int64_t i = rank; i < s.total_size; i += replicas) mine.push_back(indices[static_cast<std::size_t>(i)]);
  return mine;
}

std::vector<std::vector<std::int64_t>> distributed_sampler_ranks(std::int64_t n, std::int64_t replicas, bool shuffle,
                                                                 std::uint64_t seed, bool drop_last, std::int64_t epoch) {
  sampler_sizes(n, replicas, drop_last);  // checks num_replicas first
  std::vector<std::int64_t> order(static_cast<std::size_t>(std::max<std::int64_t>(n, 0)));
  std::iota(order.begin(), order.end(), 0);
  if (shuffle) {
    Rng rng(seed + static_cast<std::uint64_t>(epoch));
    for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[rng.below(i)]);
  }
  std::vector<std::vector<std::int64_t>> ranks;
  for (std::int64_t r = 0; r < replicas; ++r) ranks.push_back(sampler_indices(order, replicas, r, drop_last));
  return ranks;
}

}  // namespace dp
