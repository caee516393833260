// Questions from the rules (docs/design.md "Predict, then reveal"): one seeded generator for the stage's
// predictions, dpviz-cli quiz, worksheets and Moodle's GIFT. Every answer is asked of the engine code
// that runs the scene (chunk rule, DataLoader, DistributedSampler, DataParallel's reduce, the ring),
// never a table; the wrong options are the named classic confusions, each with its "why not".
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dp::quiz {

// The question kinds, in the order of docs/design.md's kinds table (their names are the `kind` strings).
enum class Kind { ChunkSizes, IdleGpus, LastBatch, GatheredShape, ChunkShapes, GradBytesToGpu0, RingSteps, DdpShard };

const std::vector<Kind>& all_kinds();
std::string_view kind_name(Kind kind);  // "chunk_sizes", "idle_gpus", ...
std::optional<Kind> kind_from_name(std::string_view name);

// One text in both languages (zh_CN uses translations/glossary.md's terms).
struct Text {
  std::string en;
  std::string zh_CN;
  const std::string& in(std::string_view lang) const { return lang == "zh_CN" ? zh_CN : en; }
};

// A question's configuration. Only the kind's keys are meaningful (config_keys()); the rest stay 0.
struct Config {
  std::int64_t batch = 0;       // chunk_sizes, idle_gpus, gathered_shape, grad_bytes_to_gpu0
  std::int64_t gpus = 0;        // chunk_sizes, idle_gpus, gathered_shape, chunk_shapes, grad_bytes_to_gpu0
  std::int64_t dataset = 0;     // last_batch, ddp_shard
  std::int64_t batch_size = 0;  // last_batch
  bool drop_last = false;       // last_batch, ddp_shard (optional there)
  std::int64_t in = 0;          // gathered_shape, grad_bytes_to_gpu0
  std::int64_t out = 0;         // gathered_shape, grad_bytes_to_gpu0
  std::vector<std::int64_t> shape;  // chunk_shapes
  std::int64_t dim = 0;         // chunk_shapes
  std::int64_t world = 0;       // ring_steps, ddp_shard
  std::int64_t rank = 0;        // ddp_shard
};

// The config keys of a kind, exactly as docs/design.md's kinds table names them, in its order.
std::vector<std::string_view> config_keys(Kind kind);

struct Option {
  Text text;        // what a student reads on the tile ("[4, 4, 4, 4, 4, 4, 4, 2]", "5 batches, last 10")
  std::string json; // the same value as JSON (the answer's form), e.g. "[4,4,4,4,4,4,4,2]"
  Text why;         // right: the one sentence naming the rule; wrong: its one sentence of "why not"
};

struct Question {
  Kind kind = Kind::ChunkSizes;
  Config config;
  Text text;                  // the question
  std::vector<Option> options;  // 4 distinct options (1 right, 3 classic mistakes), in shown order
  int right = 0;              // index of the right option
  bool numeric = false;       // the answer is one whole number (GIFT writes {#n####why}): idle_gpus,
                              // grad_bytes_to_gpu0, ring_steps
  std::string answer_json;    // the answer as `dpviz-cli quiz --json` writes it (same as options[right].json)
  Text why;                   // the one sentence that names the rule (SEMANTICS Rn)
};

// The question of `kind` for a given configuration (the stage asks this for the run on screen; the
// lesson quiz stops too). `seed` only orders the options. Throws dp::Error (core/error.h) with a
// clear message for a config the rules refuse (gpus < 1, world < 1, rank out of range, ...).
Question make(Kind kind, const Config& config, std::uint64_t seed = 0);

// `count` questions (1..1000) of the given kinds (empty: all), configurations drawn with the engine's
// own Rng (core/random.h), so the same seed gives the same questions on every machine. Every kind
// asked for appears in any 60 consecutive questions (the kinds are dealt in shuffled rounds).
// Throws std::invalid_argument for a count outside 1..1000.
std::vector<Question> generate(std::uint64_t seed, int count, const std::vector<Kind>& kinds = {});

// Writers. JSON: one object a line, {"kind","config","question":{"en","zh_CN"},"options"?,"answer"}.
std::string to_json_line(const Question& q);
// GIFT (Moodle): one question a line, "::Qn:: text {=right ~wrong ~wrong ~wrong}" or "{#n####why}" for
// numeric ones, with GIFT's escapes (~ = # { } : and backslash) in `lang`'s text. `number` is n.
std::string to_gift_line(const Question& q, int number, std::string_view lang);
std::string gift_escape(std::string_view text);

}  // namespace dp::quiz
