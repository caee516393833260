// The torch.chunk confusions that chunk_sizes, chunk_shapes and idle_gpus share (R1.2, R1.3, R7.1,
// R7.2): the wrong piece sizes and their "why not".
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "quiz/quiz_detail.h"

namespace dp::quiz::detail {

enum class ChunkMistake { EqualSplit, FloorRest, EveryGpuChunk, RestDropped, SmallFirst, PaddedLast, ZeroPadded, WholeOnGpu0 };

// The remainder spread one row at a time over the first GPUs, every GPU a piece ("every GPU gets a chunk").
Sizes every_gpu(std::int64_t n, std::int64_t k);
// The named mistakes about cutting n rows into k pieces, as piece sizes, most classic first.
std::vector<std::pair<Sizes, ChunkMistake>> chunk_mistakes(std::int64_t n, std::int64_t k, const Sizes& right);
// Its "why not". `tensor_only`: a pure torch.chunk question (no GPU involved); `cut` is the size cut.
Text chunk_why_not(ChunkMistake m, bool tensor_only, const Config& c, std::int64_t cut);
Text bad_sum_why();  // pieces that do not add up: the chunk kinds' fallback

}  // namespace dp::quiz::detail
