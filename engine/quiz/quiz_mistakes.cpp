// The classic wrong answers of each kind, most common first (the confusions docs/design.md names: equal
// split, floor for ceil, every GPU busy, the last batch forgotten or full, GPU 0's own gradient
// counted, ring steps W−1 / 2W / W, DistributedSampler without padding or in blocks), and the further
// plausible values used when those coincide with the answer or each other for a config.
#include <algorithm>
#include <cmath>
#include <numeric>

#include "core/dtype.h"
#include "core/shape.h"
#include "quiz/quiz_detail.h"

namespace dp::quiz::detail {

namespace {

using Sizes = std::vector<std::int64_t>;

std::int64_t ceil_div(std::int64_t a, std::int64_t b) { return (a + b - 1) / b; }

// B/G rounded to the nearest whole row, for every GPU ("an equal split").
Sizes equal_split(std::int64_t n, std::int64_t k) {
  const auto each = static_cast<std::int64_t>(std::llround(static_cast<double>(n) / static_cast<double>(k)));
  return Sizes(static_cast<std::size_t>(k), each);
}

// ⌊B/G⌋ rows each and the rest on the last GPU ("floor for ceil"); empty when ⌊B/G⌋ is 0.
Sizes floor_rest(std::int64_t n, std::int64_t k) {
  const std::int64_t each = n / k;
  if (each == 0) return {};
  Sizes s(static_cast<std::size_t>(k), each);
  s.back() = n - each * (k - 1);
  return s;
}

// The remainder spread one row at a time over the first GPUs, every GPU a piece ("every GPU gets a chunk").
Sizes every_gpu(std::int64_t n, std::int64_t k) {
  Sizes s(static_cast<std::size_t>(k), n / k);
  for (std::int64_t i = 0; i < n % k; ++i) s[static_cast<std::size_t>(i)] += 1;
  return s;
}

// The named mistakes about cutting n rows into k pieces, as piece sizes (R1.2, R1.3, R7.2).
std::vector<std::pair<Sizes, Why>> chunk_mistakes(std::int64_t n, std::int64_t k, const Sizes& right) {
  std::vector<std::pair<Sizes, Why>> m;
  m.push_back({equal_split(n, k), Why::EqualSplit});
  if (Sizes f = floor_rest(n, k); !f.empty()) m.push_back({f, Why::FloorRest});
  m.push_back({every_gpu(n, k), Why::EveryGpuChunk});
  if (n / k > 0) m.push_back({Sizes(static_cast<std::size_t>(k), n / k), Why::RestDropped});
  Sizes reversed(right.rbegin(), right.rend());
  m.push_back({reversed, Why::SmallFirst});
  if (!right.empty()) m.push_back({Sizes(right.size(), right.front()), Why::PaddedLast});
  Sizes padded = right;
  padded.resize(static_cast<std::size_t>(k), 0);
  m.push_back({padded, Why::ZeroPadded});
  m.push_back({Sizes{n}, Why::WholeOnGpu0});
  return m;
}

Json shapes_with(const std::vector<std::int64_t>& shape, int dim, const Sizes& sizes) {
  Json j = Json::array();
  for (std::int64_t s : sizes) {
    std::vector<std::int64_t> piece = shape;
    piece[static_cast<std::size_t>(dim)] = s;
    j.push_back(piece);
  }
  return j;
}

Json last_batch(std::int64_t batches, std::int64_t last) {
  Json j;
  j["batches"] = batches;
  j["last"] = last;
  return j;
}

// range(n)[from::step] up to `end`, wrapping indices past n back to the start (the padding of R13.3).
std::vector<std::int64_t> strided(std::int64_t n, std::int64_t from, std::int64_t end, std::int64_t step) {
  std::vector<std::int64_t> r;
  for (std::int64_t i = from; i < end; i += step) r.push_back(n > 0 ? i % n : i);
  return r;
}

void shard_mistakes(const Config& c, std::vector<Choice>& m) {
  const std::int64_t n = c.dataset, w = c.world, r = c.rank;
  const std::int64_t per = c.drop_last && n % w != 0 ? ceil_div(n - w, w) : ceil_div(n, w);  // R13.2
  // No padding: range(n)[r::W], some ranks one index short.
  m.push_back({Json(strided(n, r, c.drop_last ? per * w : n, w)), Why::NoPadding});
  // Contiguous blocks of the padded list instead of striding.
  m.push_back({Json(strided(n, r * per, (r + 1) * per, 1)), Why::Contiguous});
  // Contiguous blocks of range(n) cut with the chunk rule, no padding.
  const Sizes blocks = n > 0 ? every_gpu(n, w) : Sizes(static_cast<std::size_t>(w), 0);
  const std::int64_t start = std::accumulate(blocks.begin(), blocks.begin() + r, std::int64_t{0});
  m.push_back({Json(strided(n, start, start + blocks[static_cast<std::size_t>(r)], 1)), Why::ContiguousUnpadded});
  // drop_last read the other way round.
  const std::int64_t other = !c.drop_last && n % w != 0 ? ceil_div(n - w, w) : ceil_div(n, w);
  m.push_back({Json(strided(n, r, other * w, w)), Why::DropFlipped});
  // Ranks counted from 1.
  m.push_back({Json(strided(n, (r + 1) % w, per * w, w)), Why::RankFromOne});
}

}  // namespace

Worked work(Kind kind, const Config& c) {
  check(kind, c);
  Worked w{answer(kind, c), {}};
  std::vector<Choice>& m = w.mistakes;
  switch (kind) {
    case Kind::ChunkSizes: {
      for (auto& [sizes, why] : chunk_mistakes(c.batch, c.gpus, w.right.value.get<Sizes>())) m.push_back({Json(sizes), why});
      break;
    }
    case Kind::IdleGpus: {
      const ChunkFacts f = chunk_facts(c.batch, c.gpus);
      m.push_back({Json(0), Why::EveryGpuChunk});
      m.push_back({Json(f.used), Why::UsedNotIdle});
      m.push_back({Json(c.batch % c.gpus), Why::Remainder});
      if (f.per_chunk > 0) m.push_back({Json(c.gpus - c.batch / f.per_chunk), Why::FullOnly});
      m.push_back({Json(c.gpus - 1), Why::WholeOnGpu0});
      m.push_back({Json(f.per_chunk), Why::PerChunk});
      break;
    }
    case Kind::LastBatch: {
      const std::int64_t n = c.dataset, bs = c.batch_size, full = n / bs, rest = n % bs, ceil = ceil_div(n, bs);
      if (rest != 0) {
        if (c.drop_last) {
          m.push_back({last_batch(ceil, rest), Why::DropIgnored});
          m.push_back({last_batch(ceil, bs), Why::LastFull});
          m.push_back({last_batch(full, rest), Why::LastIsRest});
          if (full == 0) m.push_back({last_batch(1, 0), Why::EmptyLeft});
        } else {
          m.push_back({last_batch(full, full ? bs : 0), Why::LastForgotten});
          m.push_back({last_batch(ceil, bs), Why::LastFull});
          const auto rounded = static_cast<std::int64_t>(std::llround(static_cast<double>(n) / static_cast<double>(bs)));
          if (rounded != ceil) m.push_back({last_batch(rounded, rest), Why::RoundedCount});
        }
        if (full >= 1) m.push_back({last_batch(full, bs + rest), Why::RestMerged});
      } else if (n > 0) {  // bs divides n: every batch full, none dropped
        m.push_back({last_batch(full + 1, 0), Why::EmptyExtra});
        m.push_back({last_batch(full, 0), Why::LastZero});
        m.push_back({last_batch(full - 1, bs), Why::DropsFull});
      }
      break;
    }
    case Kind::GatheredShape: {
      const ChunkFacts f = chunk_facts(c.batch, c.gpus);
      m.push_back({Json(Sizes{f.per_chunk, c.out}), Why::OneChunk});
      m.push_back({Json(Sizes{c.batch, c.in}), Why::InFeatures});
      m.push_back({Json(Sizes{f.used, f.per_chunk, c.out}), Why::Stacked});
      m.push_back({Json(Sizes{c.gpus * f.per_chunk, c.out}), Why::PaddedRows});
      m.push_back({Json(Sizes{c.batch * c.gpus, c.out}), Why::TimesGpus});
      break;
    }
    case Kind::ChunkShapes: {
      const int dim = wrap_dim(c.dim, static_cast<int>(c.shape.size()));
      const std::int64_t n = c.shape[static_cast<std::size_t>(dim)];
      Sizes right;
      for (const Json& s : w.right.value) right.push_back(s[static_cast<std::size_t>(dim)].get<std::int64_t>());
      for (auto& [sizes, why] : chunk_mistakes(n, c.gpus, right)) {
        if (why == Why::WholeOnGpu0) continue;  // a tensor's own shape is no classic answer to torch.chunk
        m.push_back({shapes_with(c.shape, dim, sizes), why});
      }
      for (int other = 0; other < static_cast<int>(c.shape.size()); ++other) {  // another dim cut (R1.1)
        if (other == dim) continue;
        m.push_back({shapes_with(c.shape, other, chunk_facts(c.shape[static_cast<std::size_t>(other)], c.gpus).sizes),
                     Why::WrongDim});
      }
      break;
    }
    case Kind::GradBytesToGpu0: {
      const auto used = static_cast<std::uint64_t>(chunk_facts(c.batch, c.gpus).used);
      const auto gpus = static_cast<std::uint64_t>(c.gpus);
      const std::uint64_t per = linear_grad_bytes(c.in, c.out);
      m.push_back({Json(used * per), Why::OwnCounted});
      m.push_back({Json((gpus - 1) * per), Why::IdleSend});
      m.push_back({Json((used - 1) * linear_weight_bytes(c.in, c.out)), Why::NoBias});
      m.push_back({Json((used - 1) * per / kScalarBytes), Why::Elements});
      m.push_back({Json(gpus * per), Why::AllGpus});
      break;
    }
    case Kind::RingSteps:
      m.push_back({Json(c.world - 1), Why::HalfRing});
      m.push_back({Json(2 * c.world), Why::TwoW});
      m.push_back({Json(c.world), Why::JustW});
      m.push_back({Json(c.world * c.world), Why::WSquared});
      break;
    case Kind::DdpShard: shard_mistakes(c, m); break;
  }
  return w;
}

Json fallback(Kind kind, const Config& c, const Json& right, int d) {
  const std::int64_t step = d;
  switch (kind) {
    case Kind::IdleGpus:
    case Kind::RingSteps: {
      // right + 1, right + 2, ... (never negative, always new).
      return Json(right.get<std::int64_t>() + step);
    }
    case Kind::GradBytesToGpu0: {
      const std::uint64_t per = linear_grad_bytes(c.in, c.out);
      return Json(right.get<std::uint64_t>() + static_cast<std::uint64_t>(step) * per);
    }
    case Kind::LastBatch: return last_batch(right["batches"].get<std::int64_t>() + step, right["last"].get<std::int64_t>());
    case Kind::GatheredShape: return Json(Sizes{c.batch + step * std::max<std::int64_t>(1, c.gpus / 2), c.out});
    case Kind::ChunkSizes: {
      Sizes s = right.get<Sizes>();
      s.back() += step;  // pieces that no longer add up to B (R1.2)
      return Json(s);
    }
    case Kind::ChunkShapes: {
      const int dim = wrap_dim(c.dim, static_cast<int>(c.shape.size()));
      Json j = right;
      Json& last = j.back();
      last[static_cast<std::size_t>(dim)] = last[static_cast<std::size_t>(dim)].get<std::int64_t>() + step;
      return j;
    }
    case Kind::DdpShard: {
      std::vector<std::int64_t> s = right.get<std::vector<std::int64_t>>();
      s.push_back(s.empty() ? c.rank + (step - 1) * c.world : s.back() + step * c.world);  // one index too many
      return Json(s);
    }
  }
  return Json(step);
}

}  // namespace dp::quiz::detail
