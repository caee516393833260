// ReplicaTiming (replica_timing.h).
#include "stage/replica_timing.h"

#include <algorithm>
#include <cstdint>

void ReplicaTiming::begin(const StepResult& step) {
  begin_.assign(step.record.forward_ns.size(), 0.0);
  end_.assign(step.record.forward_ns.size(), 1.0);
  std::int64_t t0 = INT64_MAX, t1 = INT64_MIN;
  for (const auto& e : step.events) {
    if (e.phase != dp::Phase::Forward) continue;
    t0 = std::min(t0, e.start_ns);
    t1 = std::max(t1, e.end_ns);
  }
  for (const auto& e : step.events) {
    if (e.phase != dp::Phase::Forward || e.replica < 0 || e.replica >= int(end_.size())) continue;
    const double span = double(std::max<std::int64_t>(1, t1 - t0));
    begin_[std::size_t(e.replica)] = double(e.start_ns - t0) / span;
    end_[std::size_t(e.replica)] = double(e.end_ns - t0) / span;
  }
}

double ReplicaTiming::forward(int replica, double progress) const {
  if (replica < 0 || replica >= int(end_.size())) return 0.0;
  const double b = begin_[std::size_t(replica)];
  const double e = end_[std::size_t(replica)];
  if (progress >= e) return 1.0;
  return progress <= b ? 0.0 : (progress - b) / std::max(1e-9, e - b);
}

double ReplicaTiming::backward(const StepResult& step, int replica, double progress) {
  const auto& ns = step.record.backward_ns;
  if (replica < 0 || replica >= int(ns.size())) return 0.0;
  const double longest = double(std::max<std::int64_t>(1, *std::max_element(ns.begin(), ns.end())));
  const double share = std::max(0.05, double(ns[std::size_t(replica)]) / longest);
  return std::min(1.0, progress / share);
}
