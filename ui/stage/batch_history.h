// The batches the stage has shown, oldest first, kept so that ← steps back through them without
// running the engine again; a long epoch keeps its newest kKept. Batches are numbered from 1.
#pragma once

#include <deque>

#include "bridge/step_data.h"

class BatchHistory {
 public:
  static constexpr int kKept = 64;

  void clear();
  // Keeps `step` as the next batch (the one after the newest kept), dropping the oldest past kKept.
  void push(StepResult step);
  // Batch `batch` (1-based) if it is still kept, else null.
  const StepResult* at(qint64 batch) const;
  // The oldest batch kept (1 until a long epoch drops some).
  qint64 first() const { return first_; }

 private:
  std::deque<StepResult> kept_;
  qint64 first_ = 1;
};
