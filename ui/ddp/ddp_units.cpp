// The teaching units of a recorded DDP step, their frames and their captions. The units come from
// the events (which phases each rank reported, the buckets in the order rank 0 all-reduced them,
// their bytes, the measured times); nothing is recomputed here.
#include "ddp/ddp_units.h"

#include <QCoreApplication>
#include <algorithm>

#include "common/sentences.h"
#include "ddp/ddp_error_words.h"
#include "dist/ring_schedule.h"

class DdpUnits {
  Q_DECLARE_TR_FUNCTIONS(DdpUnits)
};

namespace {

using dp::DdpPhase;

// The slowest rank's total time in `phases` (measured).
double slowest(const DdpStepRecord& s, std::initializer_list<DdpPhase> phases, bool* seen) {
  double worst = 0;
  for (const auto& rank : s.by_rank) {
    double sum = 0;
    for (const DdpPhaseEvent& p : rank) {
      if (std::find(phases.begin(), phases.end(), p.phase) == phases.end()) continue;
      sum += p.end_us - p.start_us;
      *seen = true;
    }
    worst = std::max(worst, sum);
  }
  return worst;
}

// A bucket's ring on every rank, measured: from the last rank's start to the first rank's end
// (every rank is in it), or, when the clocks disagree or a rank did not report it, from the first
// start to the last end (as ddpFrameAt).
double ringWindow(const DdpStepRecord& s, int bucket) {
  double last_start = -1e300, first_end = 1e300, first_start = 1e300, last_end = -1e300;
  int seen = 0;
  for (const auto& rank : s.by_rank) {
    for (const DdpPhaseEvent& p : rank) {
      if (p.phase != DdpPhase::AllReduce || p.bucket != bucket) continue;
      last_start = std::max(last_start, p.start_us);
      first_end = std::min(first_end, p.end_us);
      first_start = std::min(first_start, p.start_us);
      last_end = std::max(last_end, p.end_us);
      ++seen;
    }
  }
  if (seen == 0) return 0;
  if (seen == int(s.by_rank.size()) && first_end > last_start) return first_end - last_start;
  return last_end - first_start;
}

}  // namespace

std::vector<DdpUnit> ddpStepUnits(const DdpRun& run, int record) {
  std::vector<DdpUnit> units;
  if (!run.started() || record < 0 || record >= int(run.steps().size())) return units;
  const DdpStepRecord& s = run.steps()[std::size_t(record)];
  const int world = run.world();
  const int buckets = int(run.start().buckets.size());
  // The buckets in the order the reducer all-reduced them: rank 0's stream order, then any that
  // only another rank reported (a step that failed part way).
  std::vector<int> order;
  std::vector<qint64> bytes(std::size_t(std::max(buckets, 0)), 0);
  for (const auto& rank : s.by_rank) {
    for (const DdpPhaseEvent& p : rank) {
      if (p.phase != DdpPhase::AllReduce || p.bucket < 0 || p.bucket >= buckets) continue;
      if (std::find(order.begin(), order.end(), p.bucket) == order.end()) order.push_back(p.bucket);
      bytes[std::size_t(p.bucket)] = std::max(bytes[std::size_t(p.bucket)], p.bytes);
    }
  }
  DdpUnit u;
  u.record = record;
  u.bucket_count = int(order.size());
  bool seen = false;
  u.kind = DdpUnitKind::Forward;
  u.measured_us = slowest(s, {DdpPhase::Load, DdpPhase::Forward, DdpPhase::Loss}, &seen);
  if (seen) units.push_back(u);
  seen = false;
  u.kind = DdpUnitKind::Backward;
  u.measured_us = slowest(s, {DdpPhase::Backward}, &seen);
  if (seen) units.push_back(u);
  const int half = world > 1 ? world - 1 : 0;
  for (int k = 0; k < int(order.size()); ++k) {
    DdpUnit r = u;
    r.bucket = order[std::size_t(k)];
    r.bucket_order = k;
    r.bytes = bytes[std::size_t(r.bucket)];
    r.measured_us = ringWindow(s, r.bucket);
    for (const DdpUnitKind kind : {DdpUnitKind::ReduceScatter, DdpUnitKind::AllGather}) {
      for (int step = 0; step < half; ++step) {
        r.kind = kind;
        r.ring_step = step;
        units.push_back(r);
      }
    }
  }
  seen = false;
  u.kind = DdpUnitKind::Optimizer;
  u.measured_us = slowest(s, {DdpPhase::Optimizer}, &seen);
  if (seen) units.push_back(u);
  return units;
}

std::optional<DdpUnit> ddpFailureUnit(const DdpRun& run) {
  if (!run.started() || !run.finished() || !run.rankError() || run.steps().empty()) return std::nullopt;
  DdpUnit u;
  u.kind = DdpUnitKind::Failure;
  u.record = int(run.steps().size()) - 1;
  return u;
}

qint64 ddpFailedStep(const DdpRun& run) {
  if (run.rankError() && run.rankError()->step >= 0) return run.rankError()->step;
  return run.completedSteps();  // the first step that did not finish
}

std::vector<int> ddpLostRanks(const DdpRun& run) {
  std::vector<int> lost;
  if (!run.started() || !run.rankError()) return lost;
  for (int r = 0; r < run.world() && r < run.start().hosts.size(); ++r) {
    if (run.rankError()->lost_hosts.contains(run.start().hosts[r])) lost.push_back(r);
  }
  return lost;
}

DdpFrame ddpUnitFrame(const DdpRun& run, const DdpUnit& unit, double progress) {
  DdpFrame f = ddpFrameAt(run, unit.record, 0);  // the step's number, its ranks, its measured span
  progress = std::clamp(progress, 0.0, 1.0);
  f.t_us = f.step_start_us;
  f.unit_kind = int(unit.kind);
  f.bucket_order = unit.bucket_order;
  f.bucket_count = unit.bucket_count;
  // The losses come out of the forward pass: known from backward on.
  f.loss_shown = unit.kind != DdpUnitKind::Forward;
  const int world = run.world();
  const int buckets = int(run.start().buckets.size());
  // Each bucket's place in the reducer's order: which are reduced during a later bucket's ring.
  std::vector<int> order_of(std::size_t(std::max(buckets, 0)), -1);
  for (const DdpUnit& u : ddpStepUnits(run, unit.record)) {
    if (u.bucket >= 0 && u.bucket < buckets) order_of[std::size_t(u.bucket)] = u.bucket_order;
  }
  const int steps = dp::ring_step_count(world);
  if (unit.kind == DdpUnitKind::Failure) {  // the step that never finished: every rank stopped in it
    f.step = ddpFailedStep(run);
    f.loss_shown = false;
    const std::vector<int> lost = ddpLostRanks(run);
    for (int r = 0; r < int(f.ranks.size()); ++r) {
      f.ranks[std::size_t(r)] = DdpRankState{};
      f.ranks[std::size_t(r)].bucket_state.assign(std::size_t(std::max(buckets, 0)), 0);
      f.ranks[std::size_t(r)].lost = std::find(lost.begin(), lost.end(), r) != lost.end();
    }
    return f;
  }
  for (DdpRankState& r : f.ranks) {
    r = DdpRankState{};
    r.bucket_state.assign(std::size_t(std::max(buckets, 0)), 0);
    switch (unit.kind) {
      case DdpUnitKind::Forward: r.phase = int(DdpPhase::Forward); break;
      case DdpUnitKind::Backward:
        r.phase = int(DdpPhase::Backward);
        // The buckets fill in the reducer's order while the unit runs (the last layer's first).
        for (int b = 0; b < buckets; ++b) {
          const int k = order_of[std::size_t(b)];
          if (k >= 0 && progress >= double(k + 1) / std::max(unit.bucket_count, 1)) r.bucket_state[std::size_t(b)] = 1;
        }
        break;
      case DdpUnitKind::ReduceScatter:
      case DdpUnitKind::AllGather:
        r.phase = int(DdpPhase::AllReduce);
        r.bucket = unit.bucket;
        r.ring_step = unit.ring_step + (unit.kind == DdpUnitKind::AllGather ? world - 1 : 0);
        r.ring_progress = progress;
        r.ring_step_us = steps > 0 ? unit.measured_us / steps : 0;
        for (int b = 0; b < buckets; ++b) {
          const int k = order_of[std::size_t(b)];
          if (k >= 0) r.bucket_state[std::size_t(b)] = k < unit.bucket_order ? 2 : 1;
        }
        break;
      case DdpUnitKind::Optimizer:
        r.phase = int(DdpPhase::Optimizer);
        for (int b = 0; b < buckets; ++b) r.bucket_state[std::size_t(b)] = order_of[std::size_t(b)] >= 0 ? 2 : 0;
        break;
      case DdpUnitKind::Failure: break;  // returned above
    }
  }
  return f;
}

QString ddpBytes(qint64 bytes) {
  if (bytes < 1024) return QStringLiteral("%1 B").arg(bytes);
  if (bytes < 1024 * 1024) return QStringLiteral("%1 KiB").arg(double(bytes) / 1024.0, 0, 'f', 1);
  return QStringLiteral("%1 MiB").arg(double(bytes) / (1024.0 * 1024.0), 0, 'f', 1);
}

// The bytes of one ring piece of a bucket of `bytes` over `world` ranks, as the arrows carry them
// (the engine's cut, whole elements): "12 B", or "4 B–8 B" when the bucket does not divide evenly.
QString ddpPieceBytes(qint64 bytes, int world) {
  qint64 least = 0, most = 0;
  for (int p = 0; p < std::max(world, 1); ++p) {
    const qint64 b = dp::ring_piece_bytes(bytes, std::max(world, 1), p);
    least = p == 0 ? b : std::min(least, b);
    most = std::max(most, b);
  }
  if (least == most) return ddpBytes(least);
  return DdpUnits::tr("%1–%2", "the smallest and the largest ring piece").arg(ddpBytes(least), ddpBytes(most));
}

QString ddpUnitCaption(const DdpRun& run, const DdpUnit& unit) {
  if (!run.started()) return {};
  const DdpStart& s = run.start();
  const int w = s.world;
  const qint64 step = unit.record < int(run.steps().size()) ? run.steps()[std::size_t(unit.record)].step : unit.record;
  const QString piece = ddpPieceBytes(unit.bytes, w);
  switch (unit.kind) {
    case DdpUnitKind::Forward:
      return DdpUnits::tr("Step %1 of %2, forward: each of the %3 ranks loads its own %4 rows (its shard; global batch %5), "
                          "runs the forward pass on its own copy of the model and computes its own loss.")
          .arg(step + 1).arg(s.steps).arg(w).arg(s.local_batch).arg(s.global_batch);
    case DdpUnitKind::Backward:
      if (w == 1) return DdpUnits::tr("Backward: the one rank computes its gradients; with one rank there is nothing to all-reduce.");
      return DdpUnits::tr("Backward: each rank computes the gradients of its own loss. They fill the buckets (%1 here), "
                          "the last layer's first; a full bucket is ready to all-reduce.")
          .arg(unit.bucket_count);
    case DdpUnitKind::ReduceScatter:
      return DdpUnits::tr("Bucket %1 of %2, reduce-scatter, ring step %3 of %4: each rank sends 1/%5 of the bucket (%6) "
                          "to the next rank and adds what it receives to its own part.")
          .arg(unit.bucket_order + 1).arg(unit.bucket_count).arg(unit.ring_step + 1).arg(w - 1).arg(w).arg(piece);
    case DdpUnitKind::AllGather:
      if (unit.ring_step == w - 2) {
        // R14.2: the reducer divided each gradient by the world size as it copied it into the bucket,
        // so the sum the ring completes is already the mean.
        return DdpUnits::tr("Bucket %1 of %2, all-gather, ring step %3 of %4: the last summed pieces (%6 each) arrive; every "
                            "rank now holds the whole sum, already the mean gradient: each gradient was divided by %5 as it "
                            "was copied into the bucket.")
            .arg(unit.bucket_order + 1).arg(unit.bucket_count).arg(unit.ring_step + 1).arg(w - 1).arg(w).arg(piece);
      }
      return DdpUnits::tr("Bucket %1 of %2, all-gather, ring step %3 of %4: each rank sends a fully summed 1/%5 of the "
                          "bucket (%6) to the next rank, which keeps it in place of its own copy.")
          .arg(unit.bucket_order + 1).arg(unit.bucket_count).arg(unit.ring_step + 1).arg(w - 1).arg(w).arg(piece);
    case DdpUnitKind::Optimizer:
      if (w == 1) return DdpUnits::tr("Optimizer step: the one rank updates its model with its gradients.");
      return DdpUnits::tr("Optimizer step: every rank updates its own copy of the model with the same mean gradients, so "
                          "all %1 copies stay identical; no parameters are sent.")
          .arg(w);
    case DdpUnitKind::Failure: {
      if (!run.rankError()) return {};
      const DdpError& e = *run.rankError();
      // The hosts lost and the watchdog's seconds, when the error names them (the whole error is
      // on the ring's red line); else the error's own words.
      if (!e.lost_hosts.isEmpty() && e.seconds >= 0) {
        return DdpUnits::tr("Step %1 of %2 never finished: %3 could not be reached, no step finished for %4 s, and every rank stopped.")
            .arg(ddpFailedStep(run) + 1).arg(s.steps).arg(sentences::joinList(e.lost_hosts)).arg(e.seconds);
      }
      return DdpUnits::tr("Step %1 of %2 never finished: %3. Every rank stopped.").arg(ddpFailedStep(run) + 1).arg(s.steps).arg(ddpErrorWords(e));
    }
  }
  return {};
}

QString ddpBackendWords(const QString& backend) {
  if (backend == QLatin1String("cpu")) return DdpUnits::tr("CPU ranks, MPI");
  if (backend == QLatin1String("nccl")) return DdpUnits::tr("GPU ranks, NCCL");
  if (backend == QLatin1String("mpi-host")) return DdpUnits::tr("GPU ranks, MPI through host memory");
  return backend;
}

QString ddpUnitMeasured(const DdpRun& run, const DdpUnit& unit) {
  if (!run.started()) return {};
  const QString backend = ddpBackendWords(run.start().backend);
  const QString us = QString::number(unit.measured_us, 'f', 1);
  switch (unit.kind) {
    case DdpUnitKind::Forward:
      return DdpUnits::tr("Measured on this machine (%1): load, forward and loss took up to %2 µs on a rank").arg(backend, us);
    case DdpUnitKind::Backward:
      return DdpUnits::tr("Measured on this machine (%1): backward took up to %2 µs on a rank").arg(backend, us);
    case DdpUnitKind::ReduceScatter:
    case DdpUnitKind::AllGather: {
      const int steps = dp::ring_step_count(run.world());
      return DdpUnits::tr("Measured on this machine (%1): bucket %2's all-reduce (%3) took %4 µs on all ranks, ≈ %5 µs a ring step")
          .arg(backend).arg(unit.bucket_order + 1).arg(ddpBytes(unit.bytes)).arg(us)
          .arg(steps > 0 ? unit.measured_us / steps : 0.0, 0, 'f', 1);
    }
    case DdpUnitKind::Optimizer:
      return DdpUnits::tr("Measured on this machine (%1): the optimizer step took up to %2 µs on a rank").arg(backend, us);
    case DdpUnitKind::Failure:
      return DdpUnits::tr("Recorded: %1 of %2 steps finished before the run stopped").arg(run.completedSteps()).arg(run.start().steps);
  }
  return {};
}
