// What the DDP ring shows at one moment of a recorded step: each rank's phase, its buckets, and
// the ring all-reduce's current step. Computed from the measured times (order and proportions
// kept), with no drawing, so the view and the tests read the same facts. A ring step needs every
// rank, so all ranks show the same ring step at one moment: a bucket's ring runs from the last
// rank's start of its all-reduce to the first rank's end (inside every rank's measured span); a
// rank that started earlier waits for the others until then. (Clocks of two machines that
// disagree by more than that: from the first start to the last end.)
#pragma once

#include <QString>
#include <vector>

#include "ddp/ddp_run.h"

struct DdpRankState {
  int phase = -1;          // a DdpPhase, or -1 before the first / dp::kDdpPhaseCount after the last
  int bucket = -1;         // AllReduce: the bucket being reduced
  int ring_step = -1;      // AllReduce: 0 .. 2(W−1)−1 (reduce-scatter first, then all-gather)
  double ring_progress = 0;  // within that ring step, 0..1
  double ring_step_us = 0;   // AllReduce: the length of one ring step in this replay
  bool waiting = false;      // AllReduce started here, but not yet on every rank (no ring step yet)
  bool lost = false;         // a failed run's last unit: on a host the error names as lost
  std::vector<int> bucket_state;  // per bucket: 0 empty, 1 gradients ready, 2 all-reduced
};

struct DdpFrame {
  qint64 step = 0;
  double t_us = 0;         // the measured time this frame shows
  double step_start_us = 0, step_end_us = 0;
  std::vector<DdpRankState> ranks;
  // A teaching unit's frame (ddp_units.h): which unit (a DdpUnitKind, -1: a frame of measured
  // time), the bucket's place in the reducer's order, and whether the ranks' losses are known.
  int unit_kind = -1;
  int bucket_order = -1, bucket_count = 0;
  bool loss_shown = false;
};

// The frame `fraction` (0..1) of the way through step record `index` of `run`.
DdpFrame ddpFrameAt(const DdpRun& run, int index, double fraction);
