// The torch.chunk confusions shared by chunk_sizes, chunk_shapes and idle_gpus: equal split, floor
// for ceil, every GPU busy, the rest dropped, small first, padded pieces, the whole batch on cuda:0.
#include "quiz/kinds/chunk_family.h"

#include <cmath>

namespace dp::quiz::detail {

namespace {

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

}  // namespace

Sizes every_gpu(std::int64_t n, std::int64_t k) {
  Sizes s(static_cast<std::size_t>(k), n / k);
  for (std::int64_t i = 0; i < n % k; ++i) s[static_cast<std::size_t>(i)] += 1;
  return s;
}

std::vector<std::pair<Sizes, ChunkMistake>> chunk_mistakes(std::int64_t n, std::int64_t k, const Sizes& right) {
  std::vector<std::pair<Sizes, ChunkMistake>> m;
  m.push_back({equal_split(n, k), ChunkMistake::EqualSplit});
  if (Sizes f = floor_rest(n, k); !f.empty()) m.push_back({f, ChunkMistake::FloorRest});
  m.push_back({every_gpu(n, k), ChunkMistake::EveryGpuChunk});
  if (n / k > 0) m.push_back({Sizes(static_cast<std::size_t>(k), n / k), ChunkMistake::RestDropped});
  Sizes reversed(right.rbegin(), right.rend());
  m.push_back({reversed, ChunkMistake::SmallFirst});
  if (!right.empty()) m.push_back({Sizes(right.size(), right.front()), ChunkMistake::PaddedLast});
  Sizes padded = right;
  padded.resize(static_cast<std::size_t>(k), 0);
  m.push_back({padded, ChunkMistake::ZeroPadded});
  m.push_back({Sizes{n}, ChunkMistake::WholeOnGpu0});
  return m;
}

Text chunk_why_not(ChunkMistake m, bool tensor_only, const Config& c, std::int64_t cut) {
  const bool all_busy = c.gpus >= 1 && chunk_facts(cut, c.gpus).idle == 0;
  switch (m) {
    case ChunkMistake::EqualSplit:
      return texts::chunk::equal_split;
    case ChunkMistake::FloorRest:
      return texts::chunk::floor_rest;
    case ChunkMistake::EveryGpuChunk:
      if (tensor_only && !all_busy) {
        return texts::chunk::not_g_pieces;
      }
      if (all_busy) {
        return texts::chunk::no_spread;
      }
      return texts::chunk::not_every_gpu;
    case ChunkMistake::RestDropped:
      return texts::chunk::rest_dropped;
    case ChunkMistake::SmallFirst:
      return texts::chunk::small_first;
    case ChunkMistake::PaddedLast:
      return texts::chunk::padded_last;
    case ChunkMistake::ZeroPadded:
      if (tensor_only) {
        return texts::chunk::no_empty_pieces;
      }
      return texts::chunk::no_piece_after_last;
    case ChunkMistake::WholeOnGpu0:
      return texts::chunk::whole_on_gpu0;
  }
  return {};
}

Text bad_sum_why() {
  return texts::chunk::bad_sum;
}

}  // namespace dp::quiz::detail
