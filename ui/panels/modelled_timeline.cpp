// modelledTimeline: the cost model's DataParallel step for this batch's chunks, in µs, on the
// lanes the Timings tab draws. Training batches add the loss, backward, reduce and SGD.
#include "panels/modelled_timeline.h"

#include "common/cost_words.h"

ModelledReading modelledTimeline(const StepResult& step, const dp::cost::ModelFacts& model, const dp::cost::Profile& profile) {
  ModelledReading out;
  const std::vector<std::int64_t>& chunks = step.record.chunk_sizes;
  const dp::cost::ModelledStep m = dp::cost::model_dp_step(profile, model, {chunks, step.training});
  if (!m.unavailable.empty()) {
    out.why_not = ModelledWords::tr("%1 cannot run this step: %2").arg(CostWords::profileName(profile), CostWords::refusal(m.unavailable));
    return out;
  }
  for (const dp::cost::Slice& s : m.slices) out.timeline.slices.push_back({s.phase, s.device, s.start_s * 1e6, s.end_s * 1e6});
  out.timeline.step_us = m.step_s * 1e6;
  return out;
}

QString ModelledWords::caption(const dp::cost::Profile& p) {
  return tr("Modelled, not measured: this batch's chunks on %1, from an α–β model (kernel = launch + FLOPs / peak, "
            "copy = α + bytes / β on the link it crosses).").arg(CostWords::profileName(p));
}

QString ModelledWords::tooltip(const dp::cost::Profile& p) {
  return tr("kernel = launch + FLOPs / peak; copy = α + bytes / β; broadcast and reduce over k GPUs = (k−1)·α + bytes / β. "
            "Sources: %1").arg(CostWords::sources(p));
}
