// Trace storage: a bounded, thread-safe list of events.
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
    case Phase::Loss: return "loss";
    case Phase::GradScatter: return "grad_scatter";
    case Phase::Backward: return "backward";
    case Phase::Reduce: return "reduce";
    case Phase::Optimizer: return "optimizer";
  }
  return "unknown";
}

Event make_event(std::int64_t step, Phase phase, int device, int replica, std::int64_t start_ns,
                 std::int64_t end_ns, Shape input, Shape output, std::uint64_t bytes) {
  Event e;
  e.step = step;
  e.phase = phase;
  e.device = device;
  e.replica = replica;
  e.start_ns = start_ns;
  e.end_ns = end_ns;
  e.input = std::move(input);
  e.output = std::move(output);
  e.bytes = bytes;
  return e;
}

Event clocked_event(std::int64_t step, Phase phase, int device, int replica, const DeviceClock& clock, int from,
                    int to, Shape input, Shape output, std::uint64_t bytes) {
  Event e = make_event(step, phase, device, replica, clock.ns(from), clock.ns(to), std::move(input), std::move(output), bytes);
  const WorkSpan work = clock.work(from, to);
  e.work_start_ns = work.start_ns;
  e.work_ns = work.ns;
  return e;
}

void Trace::record(const Event& event) {
  std::lock_guard lock(mutex_);
  if (capacity_ > 0 && events_.size() >= capacity_) {
    // Drop the oldest half at once: amortised O(1) per event.
    const std::size_t drop = events_.size() / 2 + 1;
    events_.erase(events_.begin(), events_.begin() + static_cast<std::ptrdiff_t>(drop));
  }
  events_.push_back(event);
}

int last_to_finish(const std::vector<Event>& events) {
  const Event* last = nullptr;
  for (const Event& e : events) {
    if (e.phase == Phase::Forward && e.order >= 0 && (!last || e.order > last->order)) last = &e;
  }
  return last ? last->device : -1;
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
}

}  // namespace dp
