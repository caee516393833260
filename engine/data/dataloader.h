// RandomDataset and DataLoader: the tutorial's data pipeline (SEMANTICS R11.1, R12).
// Batch sizes follow PyTorch exactly; the random data and the shuffle order come from the
// engine's own Rng (random.h), so they are reproducible per seed but not torch's numbers.
#pragma once

#include <cstdint>
#include <vector>

#include "core/tensor.h"

namespace dp {

// `length` samples of `size` standard-normal floats (torch.randn(length, size)), on the host.
class RandomDataset {
 public:
  RandomDataset(std::int64_t size, std::int64_t length, std::uint64_t seed, Device& host);
  // Given rows instead of random ones (a replayed training case): `data` is [length, size].
  explicit RandomDataset(Tensor data);
  std::int64_t size() const { return size_; }
  std::int64_t length() const { return length_; }
  const Tensor& data() const { return data_; }

 private:
  std::int64_t size_;
  std::int64_t length_;
  Tensor data_;  // [length, size]
};

struct DataLoaderOptions {
  std::int64_t batch_size = 1;  // R12.1 defaults
  bool shuffle = false;
  bool drop_last = false;
  std::uint64_t seed = 0;  // shuffle seed; epoch e uses seed + e
};

// Whether `order` holds each of 0..n-1 exactly once.
bool is_permutation_of_range(const std::vector<std::int64_t>& order, std::int64_t n);

// The batch sizes BatchSampler yields for n samples (R12.2). Throws ValueError for batch_size <= 0.
std::vector<std::int64_t> batch_sizes(std::int64_t n, std::int64_t batch_size, bool drop_last);

class DataLoader {
 public:
  // Throws ValueError with PyTorch's texts (R12.4).
  DataLoader(const RandomDataset& dataset, DataLoaderOptions options);

  std::int64_t size() const { return static_cast<std::int64_t>(batches_.size()); }  // len(loader)
  // Sample indices of each batch of the current epoch.
  const std::vector<std::vector<std::int64_t>>& batches() const { return batches_; }
  // Collates batch i ([b, size], default_collate's stack) into `device` memory.
  Tensor batch(std::int64_t i, Device& device) const;
  // Starts another epoch: a new shuffle (seed + epoch, or the given order of that epoch), same sizes
  // (R12.3). Throws ValueError for an epoch past the given orders.
  void set_epoch(std::int64_t epoch);
  // Given orders instead of the seeded shuffle (a replayed case: the permutation torch's sampler drew in
  // each epoch); epoch e takes orders[e]. Throws ValueError unless each is a permutation of 0..n-1.
  // Starts epoch 0 again.
  void set_orders(std::vector<std::vector<std::int64_t>> orders);

 private:
  const RandomDataset& dataset_;
  DataLoaderOptions options_;
  std::vector<std::vector<std::int64_t>> orders_;  // given per-epoch orders (empty: options_.shuffle's)
  std::vector<std::vector<std::int64_t>> batches_;
};

}  // namespace dp
