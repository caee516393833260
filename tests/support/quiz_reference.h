// The quiz's answers by a second, independent path (test_quiz): torch.chunk, BatchSampler,
// DistributedSampler, gather and DataParallel's reduce simulated step by step in plain C++, sharing
// no code with the engine.
#pragma once

#include <cstdint>
#include <vector>

#include <nlohmann/json.hpp>

#include "quiz/quiz.h"

namespace quiz_ref {

using Ints = std::vector<std::int64_t>;

// torch.chunk(n rows, k) by walking the dim: the smallest s with s·k ≥ n, pieces of s (R1.2).
inline Ints chunk(std::int64_t n, std::int64_t k) {
  if (n == 0) return Ints(static_cast<std::size_t>(k), 0);
  std::int64_t s = 0;
  while (s * k < n) ++s;
  Ints out;
  for (std::int64_t start = 0; start < n; start += s) out.push_back(std::min(s, n - start));
  return out;
}

// BatchSampler over n samples, one sample at a time (R12.2).
inline Ints batches(std::int64_t n, std::int64_t bs, bool drop_last) {
  Ints out;
  std::int64_t open = 0;
  for (std::int64_t i = 0; i < n; ++i) {
    if (++open == bs) {
      out.push_back(open);
      open = 0;
    }
  }
  if (open > 0 && !drop_last) out.push_back(open);
  return out;
}

// DistributedSampler(shuffle=False) for one rank, by building the list as torch does (R13.2, R13.3).
inline Ints shard(std::int64_t n, std::int64_t world, std::int64_t rank, bool drop_last) {
  Ints indices;
  for (std::int64_t i = 0; i < n; ++i) indices.push_back(i);
  std::int64_t per = 0;  // num_samples
  if (drop_last && n % world != 0) {
    while (per * world < n - world) ++per;  // ceil((n - world) / world)
  } else {
    while (per * world < n) ++per;  // ceil(n / world)
  }
  const std::int64_t total = per * world;
  if (!drop_last) {
    const std::size_t original = indices.size();
    for (std::size_t i = 0; static_cast<std::int64_t>(indices.size()) < total; ++i) indices.push_back(indices[i % original]);
  } else {
    indices.resize(static_cast<std::size_t>(total));
  }
  Ints mine;
  for (std::int64_t i = rank; i < total; i += world) mine.push_back(indices[static_cast<std::size_t>(i)]);
  return mine;
}

// The answer of q's kind for q's config, in the JSON form of `dpviz-cli quiz --json`.
inline nlohmann::json answer(const dp::quiz::Question& q) {
  using dp::quiz::Kind;
  const dp::quiz::Config& c = q.config;
  switch (q.kind) {
    case Kind::ChunkSizes: return chunk(c.batch, c.gpus);
    case Kind::IdleGpus: return c.gpus - static_cast<std::int64_t>(chunk(c.batch, c.gpus).size());
    case Kind::LastBatch: {
      const Ints b = batches(c.dataset, c.batch_size, c.drop_last);
      return {{"batches", b.size()}, {"last", b.empty() ? 0 : b.back()}};
    }
    case Kind::GatheredShape: {
      std::int64_t rows = 0;  // gather concatenates each replica's [rows, out] along dim 0
      for (std::int64_t r : chunk(c.batch, c.gpus)) rows += r;
      return Ints{rows, c.out};
    }
    case Kind::ChunkShapes: {
      const auto ndim = static_cast<std::int64_t>(c.shape.size());
      const std::int64_t dim = c.dim < 0 ? c.dim + ndim : c.dim;
      nlohmann::json out = nlohmann::json::array();
      for (std::int64_t piece : chunk(c.shape[static_cast<std::size_t>(dim)], c.gpus)) {
        Ints s = c.shape;
        s[static_cast<std::size_t>(dim)] = piece;
        out.push_back(s);
      }
      return out;
    }
    case Kind::GradBytesToGpu0: {
      // Every replica but cuda:0's sends dL/dW (out × in floats) and dL/db (out floats), 4 bytes each.
      const Ints pieces = chunk(c.batch, c.gpus);
      std::int64_t bytes = 0;
      for (std::size_t replica = 1; replica < pieces.size(); ++replica) bytes += (c.out * c.in + c.out) * 4;
      return bytes;
    }
    case Kind::RingSteps: {
      std::int64_t steps = 0;
      for (std::int64_t s = 0; s + 1 < c.world; ++s) ++steps;  // reduce-scatter: pass a share on
      for (std::int64_t s = 0; s + 1 < c.world; ++s) ++steps;  // all-gather: pass a reduced share on
      return steps;
    }
    case Kind::DdpShard: return shard(c.dataset, c.world, c.rank, c.drop_last);
  }
  return nullptr;
}

}  // namespace quiz_ref
