// Timelines from a step's trace events: measured as stamped, and ideal parallel (each device's work
// back to back, every device starting at once).
#include "panels/timeline_model.h"

#include <algorithm>
#include <climits>

namespace {

bool onLane(const dp::Event& e, int devices) {
  return isTimelinePhase(e.phase) && e.end_ns > e.start_ns && e.device >= -1 && e.device < devices;
}

bool isDeviceWork(const dp::Event& e) {
  return e.device >= 0 && (e.phase == dp::Phase::Scatter || e.phase == dp::Phase::Replicate || e.phase == dp::Phase::Forward);
}

std::int64_t origin(const StepResult& step, int devices) {
  std::int64_t t = INT64_MAX;
  for (const dp::Event& e : step.events) {
    if (onLane(e, devices)) t = std::min(t, e.start_ns);
  }
  return t;
}

double us(std::int64_t ns) { return double(ns) / 1000.0; }

// The reading's step time: the engine's own (load to gather) when it has one, else the span drawn.
double stepUs(const StepResult& step, const std::vector<TimelineSlice>& slices) {
  if (step.record.step_ns > 0) return us(step.record.step_ns);
  double end = 0;
  for (const auto& s : slices) end = std::max(end, s.end_us);
  return end;
}

}  // namespace

bool isTimelinePhase(dp::Phase phase) {
  return phase == dp::Phase::Load || phase == dp::Phase::Scatter || phase == dp::Phase::Replicate ||
         phase == dp::Phase::Forward || phase == dp::Phase::Gather;
}

Timeline measuredTimeline(const StepResult& step, int devices) {
  Timeline t;
  const std::int64_t t0 = origin(step, devices);
  for (const dp::Event& e : step.events) {
    if (onLane(e, devices)) {
      t.slices.push_back({e.phase, e.device, us(e.start_ns - t0), us(e.end_ns - t0), e.work_ns >= 0 ? us(e.work_ns) : -1.0});
    }
  }
  t.step_us = stepUs(step, t.slices);
  return t;
}

Timeline idealTimeline(const StepResult& step, int devices) {
  Timeline t;
  const std::int64_t t0 = origin(step, devices);
  // The measured window of device work: from the first scatter to the gather (or the last forward).
  std::int64_t begin = INT64_MAX, end = INT64_MIN, gather = INT64_MAX;
  for (const dp::Event& e : step.events) {
    if (!onLane(e, devices)) continue;
    if (isDeviceWork(e)) {
      begin = std::min(begin, e.start_ns);
      end = std::max(end, e.end_ns);
    }
    if (e.phase == dp::Phase::Gather) gather = std::min(gather, e.start_ns);
  }
  if (begin == INT64_MAX) return measuredTimeline(step, devices);  // no device work to line up
  const std::int64_t window_end = std::max(end, gather == INT64_MAX ? end : gather);
  // Each device's work slices in the order it ran them, laid back to back from `begin`: what it did,
  // without the time its thread waited for a core (or another device) before or within them.
  std::vector<const dp::Event*> work;
  for (const dp::Event& e : step.events) {
    if (onLane(e, devices) && isDeviceWork(e)) work.push_back(&e);
  }
  std::stable_sort(work.begin(), work.end(), [](const dp::Event* a, const dp::Event* b) { return a->start_ns < b->start_ns; });
  std::vector<std::int64_t> lane(std::size_t(std::max(devices, 0)), begin);
  std::int64_t cursor = begin;  // where the slowest device's work ends
  for (const dp::Event* e : work) {
    std::int64_t& at = lane[std::size_t(e->device)];
    t.slices.push_back({e->phase, e->device, us(at - t0), us(at + e->work_or_span_ns() - t0)});
    at += e->work_or_span_ns();
    cursor = std::max(cursor, at);
  }
  // ≤ 0: a device's work never outlasts the wall time of its slices, which end by window_end.
  const std::int64_t shift = cursor - window_end;
  for (const dp::Event& e : step.events) {
    if (!onLane(e, devices) || isDeviceWork(e)) continue;
    const std::int64_t by = e.start_ns >= window_end ? shift : 0;
    t.slices.push_back({e.phase, e.device, us(e.start_ns + by - t0), us(e.end_ns + by - t0), e.work_ns >= 0 ? us(e.work_ns) : -1.0});
  }
  t.step_us = std::max(0.0, stepUs(step, measuredTimeline(step, devices).slices) + us(shift));
  return t;
}

std::vector<DeviceTime> deviceTimes(const Timeline& measured, int devices) {
  std::vector<DeviceTime> out(std::size_t(std::max(devices, 0)));
  auto isWork = [](const TimelineSlice& s) {
    return s.device >= 0 && (s.phase == dp::Phase::Scatter || s.phase == dp::Phase::Replicate || s.phase == dp::Phase::Forward);
  };
  double begin = 0;
  bool any = false;
  for (const TimelineSlice& s : measured.slices) {
    if (!isWork(s)) continue;
    begin = any ? std::min(begin, s.start_us) : s.start_us;
    any = true;
  }
  std::vector<double> done(out.size(), begin);
  for (const TimelineSlice& s : measured.slices) {
    if (!isWork(s) || s.device >= devices) continue;
    out[std::size_t(s.device)].work_us += s.workUs();
    done[std::size_t(s.device)] = std::max(done[std::size_t(s.device)], s.end_us);
  }
  // A device's slices never overlap, so its work fits between `begin` and its end.
  for (std::size_t d = 0; d < out.size(); ++d) out[d].wait_us = std::max(0.0, done[d] - begin - out[d].work_us);
  return out;
}
