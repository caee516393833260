// What the quiz's own files share (not part of the API): an option's value as JSON, the named
// mistakes and their "why not", and the facts every kind asks of the engine.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "quiz/quiz.h"

namespace dp::quiz::detail {

using Json = nlohmann::ordered_json;

// Every sentence a question can give as its why: the right answer's rule, or one named mistake.
enum class Why {
  // the rules (right answers)
  ChunkRule, IdleRule, LastRule, GatherRule, ChunkShapeRule, GradRule, RingRule, ShardRule,
  // torch.chunk mistakes (R1, R7)
  EqualSplit, FloorRest, EveryGpuChunk, RestDropped, SmallFirst, PaddedLast, ZeroPadded, WholeOnGpu0, BadSum, WrongDim,
  // idle GPUs (R7.1)
  UsedNotIdle, Remainder, FullOnly, PerChunk,
  // DataLoader (R12.2)
  LastForgotten, LastFull, DropIgnored, LastIsRest, EmptyExtra, RoundedCount, RestMerged, LastZero, DropsFull, EmptyLeft,
  // gather (R9)
  OneChunk, Stacked, PaddedRows, InFeatures, TimesGpus,
  // DataParallel's reduce (R7.1, R10.3)
  OwnCounted, IdleSend, NoBias, Elements, AllGpus,
  // the ring (R14.2)
  HalfRing, TwoW, JustW, WSquared,
  // DistributedSampler (R13)
  NoPadding, Contiguous, ContiguousUnpadded, DropFlipped, RankFromOne,
  // a further plausible value when the named mistakes coincide with the answer or each other
  Fallback,
};

struct Choice {
  Json value;  // the answer's JSON form
  Why why = Why::Fallback;
};

// The right answer (asked of the engine) and the named mistakes, most classic first; the caller keeps
// the first 3 that differ from the answer and from each other, then takes fallback(d) for d = 1, 2, ...
struct Worked {
  Choice right;
  std::vector<Choice> mistakes;
};
Choice answer(Kind kind, const Config& c);  // quiz_kinds.cpp: asked of the engine
Worked work(Kind kind, const Config& c);    // quiz_mistakes.cpp: the answer and the named mistakes
// The d-th further plausible wrong value (d >= 1); strictly moves away from the answer as d grows, so
// enough distinct ones always exist.
Json fallback(Kind kind, const Config& c, const Json& right, int d);
// Refuses what the rules refuse (dp::Error, ValueError/RuntimeError with a clear text).
void check(Kind kind, const Config& c);

// Facts from the engine used by answers and texts alike.
struct ChunkFacts {
  std::int64_t per_chunk = 0;            // s = ⌈B/G⌉ (R1.2)
  std::vector<std::int64_t> sizes;       // torch.chunk's pieces
  std::int64_t used = 0, idle = 0;       // R7.1
};
ChunkFacts chunk_facts(std::int64_t batch, std::int64_t gpus);
std::uint64_t linear_grad_bytes(std::int64_t in, std::int64_t out);    // weight + bias, float32
std::uint64_t linear_weight_bytes(std::int64_t in, std::int64_t out);  // the weight's alone
int ring_steps(std::int64_t world);

// Texts (quiz_text.cpp, quiz_why.cpp).
Text question_text(Kind kind, const Config& c);
Text option_text(Kind kind, const Json& value);
Text why_text(Why why, Kind kind, const Config& c);
std::string list_text(const Json& value);  // [4, 4, 2] / [[2, 3], [1, 3]]
// `text` with every {name} replaced by its value (the texts' one placeholder form).
using Vars = std::vector<std::pair<std::string_view, std::string>>;
std::string fill(std::string_view text, const Vars& vars);
Text fill_text(const Text& text, const Vars& vars);

}  // namespace dp::quiz::detail
