// split_facts and epoch_splits from the engine's own chunk rule and batch sizes.
#include "data/split_rules.h"

#include <algorithm>

#include "core/chunk.h"
#include "data/dataloader.h"

namespace dp {

SplitFacts split_facts(std::int64_t batch, int gpus) {
  SplitFacts f;
  f.batch = batch;
  f.gpus = gpus;
  f.chunk_sizes = chunk_sizes(batch, gpus);
  f.per_chunk = batch > 0 ? (batch + gpus - 1) / gpus : 0;
  f.used = static_cast<int>(f.chunk_sizes.size());
  f.idle = gpus - f.used;
  const auto [lo, hi] = std::minmax_element(f.chunk_sizes.begin(), f.chunk_sizes.end());
  if (*lo > 0) f.imbalance = static_cast<double>(*hi) / static_cast<double>(*lo);
  return f;
}

std::vector<EpochBatch> epoch_splits(std::int64_t data, std::int64_t batch_size, bool drop_last, int gpus) {
  std::vector<EpochBatch> out;
  std::int64_t i = 0;
  for (std::int64_t b : batch_sizes(data, batch_size, drop_last)) out.push_back({i++, split_facts(b, gpus)});
  return out;
}

}  // namespace dp
