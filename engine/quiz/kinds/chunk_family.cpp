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
      return {"Not an equal split: torch.chunk does not round {N}/{G}; it cuts pieces of ⌈{N}/{G}⌉ = {s} and the "
              "last takes what is left (R1.2).",
              "不是平均切分：torch.chunk 不会把 {N}/{G} 四舍五入，而是每块切 ⌈{N}/{G}⌉ = {s}，最后一块拿剩下的（R1.2）。"};
    case ChunkMistake::FloorRest:
      return {"The piece size rounds up, not down: ⌈{N}/{G}⌉ = {s}, and only the last piece is smaller (R1.2).",
              "每块的大小向上取整而不是向下取整：⌈{N}/{G}⌉ = {s}，只有最后一块更小（R1.2）。"};
    case ChunkMistake::EveryGpuChunk:
      if (tensor_only && !all_busy) {
        return {"torch.chunk(x, {G}) need not give {G} pieces: pieces of {s} make only {P}, and it spreads no "
                "remainder (R1.2, R1.3).",
                "torch.chunk(x, {G}) 不一定切出 {G} 块：每块 {s}，一共只有 {P} 块，它不会把余数摊开（R1.2、R1.3）。"};
      }
      if (all_busy) {
        return {"torch.chunk spreads no remainder: every piece has {s} except the last, which takes what is left "
                "(R1.2, R1.3).",
                "torch.chunk 不会把余数摊开：除了最后一块，每块都是 {s}，最后一块拿剩下的（R1.2、R1.3）。"};
      }
      return {"Not every GPU gets a chunk: pieces of {s} make only {P} chunks, and torch.chunk spreads no remainder "
              "(R1.3, R7.1).",
              "不是每个 GPU 都分到数据块：每块 {s}，一共只有 {P} 块，torch.chunk 不会把余数摊到各个 GPU 上（R1.3、R7.1）。"};
    case ChunkMistake::RestDropped:
      return {"The rows left over are not dropped: torch.chunk's pieces hold all {N}, only the last one smaller (R1.2).",
              "剩下的行不会被丢掉：torch.chunk 切出的块装下全部 {N}，只有最后一块更小（R1.2）。"};
    case ChunkMistake::SmallFirst:
      return {"Only the last piece can be smaller, never an earlier one (R1.3).",
              "只有最后一块可以更小，前面的块不会（R1.3）。"};
    case ChunkMistake::PaddedLast:
      return {"The last piece is not padded: it holds only what is left, {last} (R1.2).",
              "最后一块不会补齐：它只有剩下的 {last}（R1.2）。"};
    case ChunkMistake::ZeroPadded:
      if (tensor_only) {
        return {"torch.chunk returns only {P} pieces here and adds no empty ones to make {G}; empty pieces come "
                "only from a size of 0 (R1.2).",
                "这里 torch.chunk 只返回 {P} 块，不会补上空块凑满 {G} 块；只有大小为 0 时才会切出空块（R1.2）。"};
      }
      return {"GPUs after the last chunk get no piece at all, not an empty one; empty pieces come only from a size "
              "of 0 (R1.2, R7.2).",
              "最后一块之后的 GPU 什么也分不到，而不是分到一块空的数据块；只有大小为 0 时才会切出空块（R1.2、R7.2）。"};
    case ChunkMistake::WholeOnGpu0:
      return {"DataParallel does not keep the whole batch on cuda:0: it scatters it in pieces of {srows} (R1.2, R7.1).",
              "DataParallel（数据并行）不会把整个批次留在 cuda:0 上，而是按每块 {s} 行分发（scatter）出去（R1.2、R7.1）。"};
  }
  return {};
}

Text bad_sum_why() {
  return {"These pieces do not add up to {N}; torch.chunk's always do (R1.2).",
          "这些块加起来不等于 {N}；torch.chunk 切出的块加起来总是 {N}（R1.2）。"};
}

}  // namespace dp::quiz::detail
