// DistributedSampler (SEMANTICS R13): how DistributedDataParallel splits the *dataset* over ranks,
// for the explorer's side-by-side with DataParallel, which splits each *batch*. The shuffle uses
// the engine's seeded generator (not torch.randperm); sizes, padding and striding are torch's.
#pragma once

#include <cstdint>
#include <vector>

namespace dp {

struct SamplerSizes {
  std::int64_t num_samples = 0;  // len(sampler): indices per rank
  std::int64_t total_size = 0;   // num_samples * num_replicas
};

// R13.2. Throws ValueError for num_replicas < 1.
SamplerSizes sampler_sizes(std::int64_t dataset_len, std::int64_t num_replicas, bool drop_last);

// R13.3 from a given starting order (range(n) or a permutation of it): pad by wrapping or truncate
// to total_size, then rank r takes order[r : total_size : R]. Throws R13.1's ValueError
// "Invalid rank 4, rank should be in the interval [0, 3]".
std::vector<std::int64_t> sampler_indices(const std::vector<std::int64_t>& order, std::int64_t num_replicas,
                                          std::int64_t rank, bool drop_last);

// The whole thing: every rank's index list for an epoch (shuffled with seed + epoch when asked).
std::vector<std::vector<std::int64_t>> distributed_sampler_ranks(std::int64_t dataset_len, std::int64_t num_replicas,
                                                                 bool shuffle, std::uint64_t seed, bool drop_last,
                                                                 std::int64_t epoch = 0);

}  // namespace dp
