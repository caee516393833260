// StepHistory (step_history.h).
#include "panels/step_history.h"

#include <algorithm>

void StepHistory::add(double us, bool warm_up) {
  ++batches_;
  pending_x_.append(double(batches_));
  pending_y_.append(us);
  max_us_ = std::max(max_us_, us);
  if (warm_up) {
    warmup_us_ = us;
    warmup_batch_ = batches_;
  } else {
    steady_us_.push_back(us);
  }
}

void StepHistory::clear() { *this = StepHistory{}; }

void StepHistory::takePending() {
  pending_x_.clear();
  pending_y_.clear();
}

double StepHistory::top() const {
  if (!steady_us_.isEmpty()) {
    QVector<double> steps = steady_us_;
    const auto mid = steps.begin() + steps.size() / 2;
    std::nth_element(steps.begin(), mid, steps.end());  // the median, in linear time
    const double median = *mid;
    double top = 0.0;
    for (const double us : steps) {
      if (us <= 4.0 * median) top = std::max(top, us);
    }
    if (top > 0.0) return top * 1.35;
  }
  return max_us_ > 0.0 ? max_us_ * 1.35 : 1.0;
}
