// The replicas' measured times, replayed inside a phase. Forward: each replica runs from its
// measured start to its measured end, the earliest start at 0 and the latest end at 1 of the phase,
// so the real completion order and proportions show. Backward: every replica starts with the phase
// and takes its share of it in proportion to its measured backward time.
#pragma once

#include <vector>

#include "bridge/step_data.h"

class ReplicaTiming {
 public:
  // The forward slices of this batch (from its trace events).
  void begin(const StepResult& step);
  // Replica r's forward progress, 0..1, at `progress` (0..1) of the Forward phase.
  double forward(int replica, double progress) const;
  // Replica r's backward progress, 0..1, at `progress` of the Backward phase of `step`.
  static double backward(const StepResult& step, int replica, double progress);

 private:
  std::vector<double> begin_, end_;
};
