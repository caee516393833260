// BatchHistory (batch_history.h).
#include "stage/batch_history.h"

#include <utility>

void BatchHistory::clear() {
  kept_.clear();
  first_ = 1;
}

void BatchHistory::push(StepResult step) {
  kept_.push_back(std::move(step));
  if (kept_.size() > std::size_t(kKept)) {
    kept_.pop_front();
    ++first_;
  }
}

const StepResult* BatchHistory::at(qint64 batch) const {
  if (batch < first_ || batch - first_ >= qint64(kept_.size())) return nullptr;
  return &kept_[std::size_t(batch - first_)];
}
