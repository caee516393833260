// What the quiz's own files share (not part of the API): a kind's descriptor (KindUnit, one file
// each in engine/quiz/kinds/), the table of them (quiz_kinds.cpp), an option's value as JSON, and
// the facts, checks, texts and drawing helpers every kind uses.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/limits.h"
#include "core/random.h"
#include "quiz/quiz.h"
#include "quiz/quiz_texts.h"  // generated from resources/quiz/texts.tsv

namespace dp::quiz::detail {

using Json = nlohmann::ordered_json;
using Sizes = std::vector<std::int64_t>;
// `text` with every {name} replaced by its value (the texts' one placeholder form).
using Vars = std::vector<std::pair<std::string_view, std::string>>;

// One option as worked out: its JSON value and its "why" (the rule's or the mistake's sentence),
// still with its {name} placeholders (filled with the kind's Vars when the question is made).
struct Choice {
  Json value;
  Text why;
};

// The right answer (asked of the engine) and the named mistakes, most classic first; make() keeps
// the first 3 that differ from the answer and from each other, then takes the kind's fallback(d)
// for d = 1, 2, ...
struct Worked {
  Choice right;
  std::vector<Choice> mistakes;
};

// Everything one question kind is: one such descriptor per file in engine/quiz/kinds/, listed once
// in quiz_kinds.cpp's table, which make(), generate(), the writers and kind_name/config_keys read.
struct KindUnit {
  Kind kind;
  std::string_view name;               // the `kind` string
  std::vector<std::string_view> keys;  // config keys, in docs/design.md's kinds table order
  bool numeric = false;                // the answer is one whole number (GIFT's {#n####why})
  Text question;                       // the question, with the placeholders of question_text()
  Text label;                          // the kind in a few words (quiz/kind_label.h)
  // Refuses what the rules refuse (dp::Error, ValueError/RuntimeError with a clear text).
  void (*check)(const Config& c) = nullptr;
  Json (*answer)(const Config& c) = nullptr;  // asked of the engine code that runs the scene
  Text (*rule)(const Config& c) = nullptr;    // the right answer's sentence, naming the rule
  // The named mistakes with their "why not", most classic first.
  void (*mistakes)(const Config& c, const Json& right, std::vector<Choice>& out) = nullptr;
  // The d-th further plausible wrong value (d >= 1); strictly moves away from the answer as d
  // grows, so enough distinct ones always exist.
  Json (*fallback)(const Config& c, const Json& right, int d) = nullptr;
  Text (*fallback_why)(const Config& c) = nullptr;  // null: "Not what the rule gives: " + the rule
  Text (*option)(const Json& value) = nullptr;      // the tile's text; null: list_text
  Vars (*vars)(const Config& c) = nullptr;          // the whys' placeholders; null: base_vars(c, c.batch, 0)
  Config (*draw)(Rng& rng) = nullptr;               // a teaching-sized config for generate()
};

// The kinds, one file each (engine/quiz/kinds/<name>.cpp).
const KindUnit& chunk_sizes_kind();
const KindUnit& idle_gpus_kind();
const KindUnit& last_batch_kind();
const KindUnit& gathered_shape_kind();
const KindUnit& chunk_shapes_kind();
const KindUnit& grad_bytes_to_gpu0_kind();
const KindUnit& ring_steps_kind();
const KindUnit& ddp_shard_kind();

const KindUnit& unit(Kind kind);  // quiz_kinds.cpp: the table
Worked work(Kind kind, const Config& c);  // checks the config, then the answer and the named mistakes

// Facts from the engine used by answers and texts alike (quiz_facts.cpp).
struct ChunkFacts {
  std::int64_t per_chunk = 0;            // s = ⌈B/G⌉ (R1.2)
  std::vector<std::int64_t> sizes;       // torch.chunk's pieces
  std::int64_t used = 0, idle = 0;       // R7.1
};
ChunkFacts chunk_facts(std::int64_t batch, std::int64_t gpus);
std::uint64_t linear_grad_bytes(std::int64_t in, std::int64_t out);    // weight + bias, float32
std::uint64_t linear_weight_bytes(std::int64_t in, std::int64_t out);  // the weight's alone
int ring_steps(std::int64_t world);
inline std::int64_t ceil_div(std::int64_t a, std::int64_t b) { return (a + b - 1) / b; }

// Checks (quiz_facts.cpp). Questions stay readable: the same ranges the app offers, and lists no
// longer than a screen holds.
inline constexpr IntRange kQuizBatch{0, 100'000};
inline constexpr IntRange kQuizDataset{0, 100'000};
inline constexpr IntRange kQuizWorld{1, kGpuRange.max};
inline constexpr IntRange kQuizDims{1, 6};
void need(bool ok, const std::string& what);
void need_in(std::int64_t v, const IntRange& r, const char* name);

// Texts (quiz_text.cpp, quiz_why.cpp).
Text question_text(Kind kind, const Config& c);
Text option_text(Kind kind, const Json& value);
Text why_text(Kind kind, const Config& c, const Text& why);  // `why` with the kind's Vars filled in
std::string list_text(const Json& value);  // [4, 4, 2] / [[2, 3], [1, 3]]
std::string num(std::int64_t v);
std::string fill(std::string_view text, const Vars& vars);
Text fill_text(const Text& text, const Vars& vars);
// The placeholders every why may name: the config's numbers, the chunk facts of cutting `cut` rows
// over c.gpus (R1.2, R7.1) and the DataLoader's counts (R12.2); `wd` is the wrapped dim.
Vars base_vars(const Config& c, std::int64_t cut, std::int64_t wd);

// Drawing helpers (quiz_generate.cpp), with dp::Rng only so a seed gives the same configs everywhere.
std::int64_t pick(Rng& rng, std::int64_t lo, std::int64_t hi);
bool chance(Rng& rng, std::uint64_t num, std::uint64_t den);
std::int64_t some_gpus(Rng& rng, std::int64_t lo = 2);  // mostly the 2–8 GPUs of one machine, sometimes up to 16

}  // namespace dp::quiz::detail
