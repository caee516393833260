// The reveal points' questions, from the engine's own record of the batch.
#include "quiz/reveal_points.h"

namespace reveal {

std::optional<Ask> beforePhase(const dp::RunConfig& config, const StepResult& step, AnimPhase next) {
  const dp::BatchRecord& r = step.record;
  if (step.outcome != StepOutcome::Ran || r.input.ndim() != 2 || config.gpus < 2) return std::nullopt;
  Ask ask;
  ask.config.batch = r.input[0];
  ask.config.gpus = config.gpus;
  ask.config.in = r.input[1];
  switch (next) {
    case AnimPhase::Scatter: {
      // The engine's split: fewer chunks than GPUs leaves GPUs idle (R1.2).
      const bool idle = std::int64_t(r.chunk_sizes.size()) < config.gpus;
      ask.kind = idle ? dp::quiz::Kind::IdleGpus : dp::quiz::Kind::ChunkSizes;
      return ask;
    }
    case AnimPhase::Gather:
      if (r.output.ndim() != 2 || r.output[0] != r.input[0]) return std::nullopt;
      ask.kind = dp::quiz::Kind::GatheredShape;
      ask.config.out = r.output[1];
      return ask;
    case AnimPhase::Reduce: {
      if (!step.training || r.output.ndim() != 2) return std::nullopt;
      // The question's rule is one Linear(in, out): other models are not asked.
      std::vector<std::int64_t> widths;
      try {
        widths = dp::train_layer_widths(config);
      } catch (...) {
        return std::nullopt;
      }
      if (widths.size() != 2) return std::nullopt;
      ask.kind = dp::quiz::Kind::GradBytesToGpu0;
      ask.config.in = widths[0];
      ask.config.out = widths[1];
      return ask;
    }
    default:
      return std::nullopt;
  }
}

Ask ddpShard(std::int64_t dataset, std::int64_t world, std::int64_t rank, bool drop_last) {
  Ask ask;
  ask.kind = dp::quiz::Kind::DdpShard;
  ask.config.dataset = dataset;
  ask.config.world = world;
  ask.config.rank = rank;
  ask.config.drop_last = drop_last;
  return ask;
}

Ask ringSteps(std::int64_t world) {
  Ask ask;
  ask.kind = dp::quiz::Kind::RingSteps;
  ask.config.world = world;
  return ask;
}

QString answerKey(const dp::quiz::Question& question) {
  return QString::fromLatin1(dp::quiz::kind_name(question.kind).data(), int(dp::quiz::kind_name(question.kind).size())) +
         QLatin1Char('|') + QString::fromStdString(question.answer_json);
}

QStringList answersFrom(const dp::RunConfig& config, const StepResult& step, AnimPhase next) {
  const std::optional<Ask> ask = beforePhase(config, step, next);
  if (!ask) return {};
  std::vector<dp::quiz::Kind> kinds{ask->kind};
  // The scatter shows the split whole: the chunk sizes and so the GPUs left idle.
  if (next == AnimPhase::Scatter) kinds = {dp::quiz::Kind::ChunkSizes, dp::quiz::Kind::IdleGpus};
  QStringList keys;
  for (const dp::quiz::Kind kind : kinds) {
    try {
      keys << answerKey(dp::quiz::make(kind, ask->config));
    } catch (const std::exception&) {
      // a configuration the rules refuse has no answer to show
    }
  }
  return keys;
}

QString key(const dp::quiz::Question& question) {
  return QString::fromLatin1(dp::quiz::kind_name(question.kind).data(), int(dp::quiz::kind_name(question.kind).size())) +
         QLatin1Char('|') + QString::fromStdString(question.text.en);
}

}  // namespace reveal
