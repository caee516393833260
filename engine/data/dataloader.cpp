// RandomDataset, BatchSampler sizes, seeded Fisher-Yates shuffle, collate.
#include "data/dataloader.h"

#include <cstring>
#include <numeric>

#include "core/error.h"
#include "core/random.h"

namespace dp {

bool is_permutation_of_range(const std::vector<std::int64_t>& order, std::int64_t n) {
  if (static_cast<std::int64_t>(order.size()) != n) return false;
  std::vector<bool> seen(order.size(), false);
  for (const std::int64_t i : order) {
    if (i < 0 || i >= n || seen[static_cast<std::size_t>(i)]) return false;
    seen[static_cast<std::size_t>(i)] = true;
  }
  return true;
}

RandomDataset::RandomDataset(std::int64_t size, std::int64_t length, std::uint64_t seed, Device& host)
    : size_(size), length_(length), data_(Tensor::empty(Shape{length, size}, host)) {
  Rng rng(seed);
  float* d = data_.data();
  for (std::int64_t i = 0; i < data_.numel(); ++i) d[i] = rng.normal();
}

RandomDataset::RandomDataset(Tensor data)
    : size_(data.ndim() == 2 ? data.shape()[1] : 0), length_(data.ndim() == 2 ? data.shape()[0] : 0), data_(std::move(data)) {
  if (data_.ndim() != 2) {
    throw Error(ErrorType::ValueError, "a dataset's rows must be a 2-D tensor, got " + data_.shape().to_string());
  }
}

std::vector<std::int64_t> batch_sizes(std::int64_t n, std::int64_t batch_size, bool drop_last) {
  if (batch_size <= 0) {
    throw Error(ErrorType::ValueError, "batch_size should be a positive integer value, but got batch_size=" +
                                           std::to_string(batch_size));
  }
  std::vector<std::int64_t> sizes(static_cast<std::size_t>(n / batch_size), batch_size);
  if (n % batch_size != 0 && !drop_last) sizes.push_back(n % batch_size);
  return sizes;
}

DataLoader::DataLoader(const RandomDataset& dataset, DataLoaderOptions options)
    : dataset_(dataset), options_(options) {
  if (options.shuffle && dataset.length() == 0) {  // RandomSampler's check comes first
    throw Error(ErrorType::ValueError,
                "num_samples should be a positive integer value, but got num_samples=0");
  }
  batch_sizes(dataset.length(), options.batch_size, options.drop_last);  // validates batch_size
  set_epoch(0);
}

void DataLoader::set_orders(std::vector<std::vector<std::int64_t>> orders) {
  for (std::size_t e = 0; e < orders.size(); ++e) {
    if (!is_permutation_of_range(orders[e], dataset_.length())) {
      throw Error(ErrorType::ValueError, "the order of epoch " + std::to_string(e) + " is not a permutation of the " +
                                             std::to_string(dataset_.length()) + " samples' indices");
    }
  }
  orders_ = std::move(orders);
  set_epoch(0);
}

void DataLoader::set_epoch(std::int64_t epoch) {
  std::vector<std::int64_t> order(static_cast<std::size_t>(dataset_.length()));
  std::iota(order.begin(), order.end(), 0);
  if (!orders_.empty()) {
    if (epoch < 0 || epoch >= static_cast<std::int64_t>(orders_.size())) {
      throw Error(ErrorType::ValueError, "no order given for epoch " + std::to_string(epoch) + " (" +
                                             std::to_string(orders_.size()) + " given)");
    }
    order = orders_[static_cast<std::size_t>(epoch)];
  } else if (options_.shuffle) {
    Rng rng(options_.seed + static_cast<std::uint64_t>(epoch));
    for (std::size_t i = order.size(); i > 1; --i) {
      std::swap(order[i - 1], order[rng.below(i)]);
    }
  }
  batches_.clear();
  std::size_t next = 0;
  for (auto b : batch_sizes(dataset_.length(), options_.batch_size, options_.drop_last)) {
    batches_.emplace_back(order.begin() + static_cast<std::ptrdiff_t>(next),
                          order.begin() + static_cast<std::ptrdiff_t>(next + static_cast<std::size_t>(b)));
    next += static_cast<std::size_t>(b);
  }
}

Tensor DataLoader::batch(std::int64_t i, Device& device) const {
  const auto& idx = batches_.at(static_cast<std::size_t>(i));
  const std::int64_t size = dataset_.size();
  Tensor out = Tensor::empty(Shape{static_cast<std::int64_t>(idx.size()), size}, device);
  const float* src = dataset_.data().data();
  for (std::size_t r = 0; r < idx.size(); ++r) {
    device.copy(out.data() + static_cast<std::int64_t>(r) * size, device, src + idx[r] * size,
                dataset_.data().device(), bytes_of(size));
  }
  return out;
}

}  // namespace dp
