// ddpFrameAt: the measured times of one step mapped onto the replay. A bucket is "ready" when
// the rank's backward is as far as its share of the backward's time, in reducer order (the last
// layer's gradients come first, R14.4), and "reduced" once its all-reduce has ended.
#include "core/ring_rule.h"
#include "ddp/ddp_frame.h"

#include <algorithm>

DdpFrame ddpFrameAt(const DdpRun& run, int index, double fraction) {
  DdpFrame f;
  if (index < 0 || index >= int(run.steps().size())) return f;
  const DdpStepRecord& s = run.steps()[std::size_t(index)];
  f.step = s.step;
  f.step_start_us = 1e300;
  f.step_end_us = 0;
  for (const auto& phases : s.by_rank) {
    for (const DdpPhaseEvent& p : phases) {
      f.step_start_us = std::min(f.step_start_us, p.start_us);
      f.step_end_us = std::max(f.step_end_us, p.end_us);
    }
  }
  if (f.step_end_us < f.step_start_us) f.step_start_us = f.step_end_us = 0;
  f.t_us = f.step_start_us + std::clamp(fraction, 0.0, 1.0) * (f.step_end_us - f.step_start_us);
  const int buckets = int(run.start().buckets.size());
  const int steps = dp::ring_step_count(run.world());
  // Each bucket's ring: [the last rank's start, the first rank's end] of its all-reduce.
  std::vector<double> ring_from(std::size_t(buckets), -1e300), ring_to(std::size_t(buckets), 1e300);
  std::vector<double> ring_first(std::size_t(buckets), 1e300), ring_last(std::size_t(buckets), -1e300);
  std::vector<int> seen(std::size_t(buckets), 0);
  for (const auto& phases : s.by_rank) {
    for (const DdpPhaseEvent& p : phases) {
      if (p.phase != dp::DdpPhase::AllReduce || p.bucket < 0 || p.bucket >= buckets) continue;
      const auto b = std::size_t(p.bucket);
      ring_from[b] = std::max(ring_from[b], p.start_us);
      ring_to[b] = std::min(ring_to[b], p.end_us);
      ring_first[b] = std::min(ring_first[b], p.start_us);
      ring_last[b] = std::max(ring_last[b], p.end_us);
      ++seen[b];
    }
  }
  for (const auto& phases : s.by_rank) {
    DdpRankState r;
    r.bucket_state.assign(std::size_t(buckets), 0);
    for (const DdpPhaseEvent& p : phases) {
      if (f.t_us < p.start_us) continue;
      // The latest phase to start is the one shown (an all-reduce overlapping backward wins).
      r.phase = p.phase == dp::DdpPhase::Optimizer && f.t_us >= p.end_us ? dp::kDdpPhaseCount : int(p.phase);
      if (p.phase == dp::DdpPhase::Backward) {
        const double done = p.end_us > p.start_us ? (f.t_us - p.start_us) / (p.end_us - p.start_us) : 1.0;
        for (int k = 0; k < buckets; ++k) {
          if (done >= double(k + 1) / buckets) r.bucket_state[std::size_t(k)] = std::max(r.bucket_state[std::size_t(k)], 1);
        }
      }
      if (p.phase == dp::DdpPhase::AllReduce && p.bucket >= 0 && p.bucket < buckets) {
        r.bucket_state[std::size_t(p.bucket)] = f.t_us >= p.end_us ? 2 : 1;
        if (f.t_us < p.end_us && steps > 0) {
          const auto b = std::size_t(p.bucket);
          // The shared window when every rank reported this bucket. Clocks of different machines
          // may disagree by more than the ring took (the last start after the first end): then
          // the window from the first start to the last end, still one ring step for all.
          const bool shared = seen[b] == int(s.by_rank.size());
          const bool overlap = ring_to[b] > ring_from[b];
          double from = p.start_us, to = p.end_us;
          if (shared) {
            from = overlap ? ring_from[b] : ring_first[b];
            to = overlap ? ring_to[b] : ring_last[b];
          }
          r.bucket = p.bucket;
          r.ring_step_us = (to - from) / steps;
          if (f.t_us < from) {
            r.waiting = true;  // this rank is ready; the ring needs the others too
          } else {
            const double at = std::min((f.t_us - from) / std::max(to - from, 1e-9), 1.0) * steps;
            r.ring_step = std::min(int(at), steps - 1);
            r.ring_progress = at - r.ring_step;
          }
        }
      }
    }
    f.ranks.push_back(r);
  }
  return f;
}
