// StepHistory: the Timings tab's history of step times, without any widget: each finished step's
// time in batch order, the warm-up step apart (the run's first: BatchRecord::warm_up), the points
// not yet handed to the chart, and the scale the chart uses (top()).
#pragma once

#include <QVector>
#include <cstdint>

class StepHistory {
 public:
  // A finished step's time (µs); `warm_up`: the run's first step.
  void add(double us, bool warm_up);
  void clear();

  std::int64_t batches() const { return batches_; }
  // The points added since the last takePending(): x (the batch, 1-based) and y (µs).
  const QVector<double>& pendingX() const { return pending_x_; }
  const QVector<double>& pendingY() const { return pending_y_; }
  void takePending();
  // The warm-up step's batch (0: none yet) and time.
  std::int64_t warmupBatch() const { return warmup_batch_; }
  double warmupUs() const { return warmup_us_; }
  // The step-time axis' top: once a step after the warm-up is in, the steady state's (the warm-up is
  // often 100× longer and would flatten every later point to the axis), with room for the labels; a
  // step over 4× the later steps' median is left above it too (the warm-up can reach into batch 2:
  // a thread's first product, a page first touched). Before, the warm-up alone sets it.
  double top() const;

 private:
  std::int64_t batches_ = 0;
  QVector<double> pending_x_, pending_y_;
  double max_us_ = 0.0;
  double warmup_us_ = 0.0;
  std::int64_t warmup_batch_ = 0;
  QVector<double> steady_us_;  // every other step
};
