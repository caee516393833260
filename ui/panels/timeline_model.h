// The timeline of one step as the Timings tab draws it: the slices as measured, and the same
// measured durations laid out as ideal parallel hardware would run them (every GPU starting each
// phase at the same instant), with the step time each reading implies. No widgets.
#pragma once

#include <vector>

#include "bridge/step_data.h"

struct TimelineSlice {
  dp::Phase phase = dp::Phase::Load;
  int device = -1;        // -1: the host lane
  double start_us = 0;    // since the step's first event
  double end_us = 0;
};

struct Timeline {
  std::vector<TimelineSlice> slices;
  double step_us = 0;     // the step time this reading implies
};

// Load, scatter, replicate, forward and gather: work on a lane (warnings and prints are not).
bool isTimelinePhase(dp::Phase phase);

// The step's slices on lanes -1 (host) .. devices-1, as the engine stamped them.
Timeline measuredTimeline(const StepResult& step, int devices);

// DataParallel's phases are barriers (scatter, replicate, parallel apply, gather): here every
// device starts scatter at the same instant, then replicate once the slowest scatter is done, then
// forward — every replica's compute at one instant — with each slice's measured duration. What
// comes before (load) keeps its place; gather and after move up by the time saved.
Timeline idealTimeline(const StepResult& step, int devices);
