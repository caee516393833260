// The facts every kind asks of the engine: the chunk rule's split (R1.2, R7.1), the parameter bytes of
// Linear as the run builds it, the ring's steps (R14.2); and the range checks of a config.
#include "core/error.h"
#include "core/ring_rule.h"
#include "data/split_rules.h"
#include "quiz/quiz_detail.h"
#include "run/model_facts.h"
#include "trace/cost_model.h"

namespace dp::quiz::detail {

namespace {

std::string range_text(const IntRange& r) { return std::to_string(r.min) + ".." + std::to_string(r.max); }

cost::ModelFacts linear_facts(std::int64_t in, std::int64_t out) {
  RunConfig config;  // the tutorial's model: Linear(in, out), as the run builds it
  config.mode = RunMode::Forward;
  config.input_size = in;
  config.output_size = out;
  return cost::model_facts(config);
}

}  // namespace

void need(bool ok, const std::string& what) {
  if (!ok) throw Error(ErrorType::ValueError, "quiz: " + what);
}

void need_in(std::int64_t v, const IntRange& r, const char* name) {
  need(r.contains(v), std::string(name) + " must be in " + range_text(r) + ", got " + std::to_string(v));
}

ChunkFacts chunk_facts(std::int64_t batch, std::int64_t gpus) {
  const SplitFacts f = split_facts(batch, static_cast<int>(gpus));  // R1.2, R7.1
  return {f.per_chunk, f.chunk_sizes, f.used, f.idle};
}

// Every gradient has its parameter's size (float32).
std::uint64_t linear_grad_bytes(std::int64_t in, std::int64_t out) { return linear_facts(in, out).total_param_bytes(); }

std::uint64_t linear_weight_bytes(std::int64_t in, std::int64_t out) {
  const cost::ModelFacts m = linear_facts(in, out);
  return m.param_bytes[static_cast<std::size_t>(m.layers.front().weight)];
}

int ring_steps(std::int64_t world) { return ring_step_count(static_cast<int>(world)); }

}  // namespace dp::quiz::detail
