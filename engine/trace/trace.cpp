// Trace storage and observer fan-out.
#include "trace/trace.h"

namespace dp {

const char* phase_name(Phase phase) {
  switch (phase) {
    case Phase::Load: return "load";
    case Phase::Scatter: return "scatter";
    case Phase::Replicate: return "replicate";
    case Phase::Forward: return "forward";
    case Phase::Gather: return "gather";
    case Phase::Warning: return "warning";
    case Phase::Print: return "print";
    case Phase::StepDone: return "step";
  }
  return "unknown";
}

void Trace::add_observer(Observer observer) {
  std::lock_guard lock(mutex_);
  auto next = std::make_shared<std::vector<Observer>>(*observers_);
  next->push_back(std::move(observer));
  observers_ = std::move(next);
}

void Trace::record(const Event& event) {
  std::shared_ptr<const std::vector<Observer>> observers;
  {
    std::lock_guard lock(mutex_);
    if (capacity_ > 0 && events_.size() >= capacity_) {
      // Drop the oldest half at once: amortised O(1) per event.
      const std::size_t drop = events_.size() / 2 + 1;
      events_.erase(events_.begin(), events_.begin() + static_cast<std::ptrdiff_t>(drop));
    }
    events_.push_back(event);
    observers = observers_;
  }
  for (const auto& observer : *observers) observer(event);
}

std::int64_t Trace::next_step() {
  std::lock_guard lock(mutex_);
  return steps_++;
}

std::vector<Event> Trace::events() const {
  std::lock_guard lock(mutex_);
  return events_;
}

std::size_t Trace::size() const {
  std::lock_guard lock(mutex_);
  return events_.size();
}

void Trace::clear() {
  std::lock_guard lock(mutex_);
  events_.clear();
  steps_ = 0;
}

}  // namespace dp
