// The timeline of one step as the Timings tab draws it: the slices as measured (wall time), and the
// devices' work laid out as ideal parallel hardware would run it (every GPU on a core of its own,
// all starting at one instant), with the step time each reading implies. No widgets.
#pragma once

#include <algorithm>
#include <vector>

#include "bridge/step_data.h"

struct TimelineSlice {
  dp::Phase phase = dp::Phase::Load;
  int device = -1;        // -1: the host lane
  double start_us = 0;    // since the step's first event
  double end_us = 0;
  double work_us = -1;    // the device's work within the slice (its thread's CPU time, its GPU
                          // events' time); < 0: not stamped, the slice is all work
  double span_us() const { return end_us - start_us; }
  double workUs() const { return work_us >= 0 ? std::min(work_us, span_us()) : span_us(); }
};

struct Timeline {
  std::vector<TimelineSlice> slices;
  double step_us = 0;     // the step time this reading implies
};

// Load, scatter, replicate, forward and gather: work on a lane (warnings and prints are not).
bool isTimelinePhase(dp::Phase phase);

// The step's slices on lanes -1 (host) .. devices-1, as the engine stamped them.
Timeline measuredTimeline(const StepResult& step, int devices);

// Ideal parallel hardware: every GPU on a core of its own, all starting at the first device's
// instant, each running its slices (scatter, replicate, forward) back to back, each slice as long as
// the device's work in it (its thread's CPU time; a GPU's event time), not the time its thread waited
// for a core. What comes before (load) keeps its place; gather and after move up by the time saved.
// So the ideal step is never longer than the measured one: a device's work fits in its slices' wall
// time (test_timing_truth checks it on real runs).
Timeline idealTimeline(const StepResult& step, int devices);

// A device's part of the step, from the instant the first device's work began (its scatter) to the
// end of its own forward: the work it did, and the rest, its wait (for a core, to start, between
// slices). work_us + wait_us is when it was done.
struct DeviceTime {
  double work_us = 0;
  double wait_us = 0;
};
std::vector<DeviceTime> deviceTimes(const Timeline& measured, int devices);
