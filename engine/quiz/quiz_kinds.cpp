// The kinds (names, config keys), what a config may be, and each kind's answer, asked of the engine
// code that runs the scene: the chunk rule (R1.2), split facts (R7.1), BatchSampler's sizes (R12.2),
// scatter and gather plans (R9.3), the parameter bytes of Linear, the ring (R14.2), DistributedSampler (R13).
#include <array>
#include <numeric>

#include "core/chunk.h"
#include "core/error.h"
#include "core/limits.h"
#include "data/dataloader.h"
#include "data/distributed_sampler.h"
#include "data/split_rules.h"
#include "parallel/scatter_gather.h"
#include "quiz/quiz_detail.h"
#include "run/model_facts.h"
#include "trace/cost_model.h"

namespace dp::quiz {

namespace {

constexpr std::array<std::string_view, 8> kNames = {"chunk_sizes", "idle_gpus",          "last_batch", "gathered_shape",
                                                    "chunk_shapes", "grad_bytes_to_gpu0", "ring_steps", "ddp_shard"};

}  // namespace

const std::vector<Kind>& all_kinds() {
  static const std::vector<Kind> kinds = {Kind::ChunkSizes,  Kind::IdleGpus,        Kind::LastBatch, Kind::GatheredShape,
                                          Kind::ChunkShapes, Kind::GradBytesToGpu0, Kind::RingSteps, Kind::DdpShard};
  return kinds;
}

std::string_view kind_name(Kind kind) { return kNames[static_cast<std::size_t>(kind)]; }

std::optional<Kind> kind_from_name(std::string_view name) {
  for (std::size_t i = 0; i < kNames.size(); ++i) {
    if (kNames[i] == name) return static_cast<Kind>(i);
  }
  return std::nullopt;
}

std::vector<std::string_view> config_keys(Kind kind) {
  switch (kind) {
    case Kind::ChunkSizes:
    case Kind::IdleGpus: return {"batch", "gpus"};
    case Kind::LastBatch: return {"dataset", "batch_size", "drop_last"};
    case Kind::GatheredShape: return {"batch", "in", "out", "gpus"};
    case Kind::ChunkShapes: return {"shape", "dim", "gpus"};
    case Kind::GradBytesToGpu0: return {"batch", "gpus", "in", "out"};
    case Kind::RingSteps: return {"world"};
    case Kind::DdpShard: return {"dataset", "world", "rank", "drop_last"};
  }
  return {};
}

namespace detail {

namespace {

// Questions stay readable: the same ranges the app offers, and lists no longer than a screen holds.
constexpr IntRange kQuizBatch{0, 100'000};
constexpr IntRange kQuizDataset{0, 100'000};
constexpr IntRange kQuizWorld{1, kGpuRange.max};
constexpr IntRange kQuizDims{1, 6};

void need(bool ok, const std::string& what) {
  if (!ok) throw Error(ErrorType::ValueError, "quiz: " + what);
}

std::string range_text(const IntRange& r) { return std::to_string(r.min) + ".." + std::to_string(r.max); }

void need_in(std::int64_t v, const IntRange& r, const char* name) {
  need(r.contains(v), std::string(name) + " must be in " + range_text(r) + ", got " + std::to_string(v));
}

Json shape_json(const Shape& s) { return Json(s.dims()); }

}  // namespace

void check(Kind kind, const Config& c) {
  switch (kind) {
    case Kind::ChunkSizes:
    case Kind::IdleGpus:
      need_in(c.batch, kQuizBatch, "batch");
      need_in(c.gpus, kAppGpuRange, "gpus");
      return;
    case Kind::LastBatch:
      need_in(c.dataset, kQuizDataset, "dataset");
      need_in(c.batch_size, kBatchSizeRange, "batch_size");
      return;
    case Kind::GatheredShape:
    case Kind::GradBytesToGpu0:
      need_in(c.batch, kQuizBatch, "batch");
      need_in(c.gpus, kAppGpuRange, "gpus");
      need_in(c.in, kFeaturesRange, "in");
      need_in(c.out, kFeaturesRange, "out");
      return;
    case Kind::ChunkShapes: {
      need_in(static_cast<std::int64_t>(c.shape.size()), kQuizDims, "the number of dims of shape");
      for (std::int64_t d : c.shape) need_in(d, kQuizBatch, "each size of shape");
      need_in(c.gpus, kAppGpuRange, "gpus");
      wrap_dim(c.dim, static_cast<int>(c.shape.size()));  // R1.1's IndexError for a dim out of range
      return;
    }
    case Kind::RingSteps: need_in(c.world, kQuizWorld, "world"); return;
    case Kind::DdpShard:
      need_in(c.dataset, kQuizDataset, "dataset");
      need_in(c.world, kQuizWorld, "world");
      sampler_sizes(c.dataset, c.world, c.drop_last);  // R13.1/R13.2's own checks, then the rank's
      need(c.rank >= 0 && c.rank < c.world, "Invalid rank " + std::to_string(c.rank) +
                                                ", rank should be in the interval [0, " + std::to_string(c.world - 1) + "]");
      return;
  }
}

ChunkFacts chunk_facts(std::int64_t batch, std::int64_t gpus) {
  const SplitFacts f = split_facts(batch, static_cast<int>(gpus));  // R1.2, R7.1
  return {f.per_chunk, f.chunk_sizes, f.used, f.idle};
}

namespace {
cost::ModelFacts linear_facts(std::int64_t in, std::int64_t out) {
  RunConfig config;  // the tutorial's model: Linear(in, out), as the run builds it
  config.mode = RunMode::Forward;
  config.input_size = in;
  config.output_size = out;
  return cost::model_facts(config);
}
}  // namespace

// Every gradient has its parameter's size (float32).
std::uint64_t linear_grad_bytes(std::int64_t in, std::int64_t out) { return linear_facts(in, out).total_param_bytes(); }

std::uint64_t linear_weight_bytes(std::int64_t in, std::int64_t out) {
  const cost::ModelFacts m = linear_facts(in, out);
  return m.param_bytes[static_cast<std::size_t>(m.layers.front().weight)];
}

int ring_steps(std::int64_t world) { return cost::ring_allreduce_steps(static_cast<int>(world)); }

Choice answer(Kind kind, const Config& c) {
  switch (kind) {
    case Kind::ChunkSizes: return {Json(chunk_facts(c.batch, c.gpus).sizes), Why::ChunkRule};
    case Kind::IdleGpus: return {Json(chunk_facts(c.batch, c.gpus).idle), Why::IdleRule};
    case Kind::LastBatch: {
      const std::vector<std::int64_t> sizes = batch_sizes(c.dataset, c.batch_size, c.drop_last);  // R12.2
      Json j;
      j["batches"] = static_cast<std::int64_t>(sizes.size());
      j["last"] = sizes.empty() ? 0 : sizes.back();
      return {j, Why::LastRule};
    }
    case Kind::GatheredShape: {
      // Scatter [B, in] (R5.1 → R1.2), each replica's Linear maps [b, in] to [b, out], gather along 0 (R9.3).
      SlicePlan scatter;
      plan_scatter_into(Shape{c.batch, c.in}, c.gpus, 0, scatter);
      std::vector<Shape> outputs;
      for (Shape s : scatter.shapes) {
        s[s.ndim() - 1] = c.out;
        outputs.push_back(s);
      }
      return {shape_json(plan_gather(outputs, 0).slices.whole), Why::GatherRule};
    }
    case Kind::ChunkShapes: {
      Json j = Json::array();
      for (const Shape& s : chunk_shapes(Shape(c.shape), c.gpus, c.dim)) j.push_back(shape_json(s));
      return {j, Why::ChunkShapeRule};
    }
    case Kind::GradBytesToGpu0: {
      // R7.1: only the GPUs that got a chunk run a replica; R10.3: cuda:0 sums the others' gradients.
      const std::int64_t used = chunk_facts(c.batch, c.gpus).used;
      return {Json(static_cast<std::uint64_t>(used - 1) * linear_grad_bytes(c.in, c.out)), Why::GradRule};
    }
    case Kind::RingSteps: return {Json(ring_steps(c.world)), Why::RingRule};
    case Kind::DdpShard: {
      std::vector<std::int64_t> order(static_cast<std::size_t>(c.dataset));
      std::iota(order.begin(), order.end(), std::int64_t{0});  // shuffle=False: range(n) (R13.3)
      return {Json(sampler_indices(order, c.world, c.rank, c.drop_last)), Why::ShardRule};
    }
  }
  return {};
}

}  // namespace detail
}  // namespace dp::quiz
