// A recorded-shape DDP run made in the test, no mpirun: `world` ranks, one step, two buckets (the
// first all-reduce starting before backward ends, as an overlapped one does), the ranks on hosts of
// 8, and optionally one rank failing after the step. The DDP ring tests draw it.
#pragma once

#include <QString>
#include <vector>

#include "ddp/ddp_run.h"

// A run of `world` ranks, one step, two buckets, rank `failed` (or none) failing after it.
inline DdpRun syntheticRun(int world, int failed = -1) {
  DdpRun run;
  DdpStart s;
  s.world = world;
  s.local_batch = 4;
  s.global_batch = 4 * world;
  s.steps = 1;
  s.steps_per_epoch = 1;
  s.model = QStringLiteral("Sequential(Linear(5, 16), ReLU(), Linear(16, 2))");
  s.backend = QStringLiteral("cpu");
  s.params = {{"0.weight", 320}, {"0.bias", 64}, {"2.weight", 128}, {"2.bias", 8}};
  s.buckets = {{2, 3}, {0, 1}};
  s.bucket_bytes = {136, 384};
  for (int r = 0; r < world; ++r) s.hosts << QStringLiteral("node%1").arg(r / 8);
  run.feed(s);
  for (int r = 0; r < world; ++r) {
    std::vector<qint64> indices;
    for (int i = 0; i < 4; ++i) indices.push_back(qint64(r + i * world));
    run.feed(DdpShard{0, r, indices});
  }
  for (int r = 0; r < world; ++r) {
    double t = 100 + r;
    for (dp::DdpPhase p : {dp::DdpPhase::Load, dp::DdpPhase::Forward, dp::DdpPhase::Loss, dp::DdpPhase::Backward}) {
      run.feed(DdpPhaseEvent{0, r, p, t, t + 10, -1, 0});
      t += 10;
    }
    run.feed(DdpPhaseEvent{0, r, dp::DdpPhase::AllReduce, t - 5, t + 20, 0, 136});
    run.feed(DdpPhaseEvent{0, r, dp::DdpPhase::AllReduce, t + 20, t + 45, 1, 384});
    run.feed(DdpPhaseEvent{0, r, dp::DdpPhase::Optimizer, t + 45, t + 50, -1, 0});
  }
  run.feed(DdpStepEvent{0, 0, std::vector<double>(std::size_t(world), 0.5), 60});
  if (failed >= 0) run.feed(DdpError{failed, QStringLiteral("rank %1: MPI_ERR_PROC_FAILED: a peer process died").arg(failed)});
  return run;
}
