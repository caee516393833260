// Scaling: how a DataParallel step's time grows with the work, on simulated GPUs: the tutorial's
// Linear(5, 2) over batch sizes 30 → 65536 on 8 devices, and batch 30 over 1 → 64 devices, each
// next to a plain forward of the same batch on one device. Used by `dpviz-bench --sweep` (CSV)
// and by the app's Scaling plot.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "device/device.h"

namespace dp {

// Median nanoseconds of `reps` calls of f() after `warmup` calls (the engine's one timing loop,
// used by the sweep and by dpviz-bench).
template <typename F>
double median_ns(F&& f, int warmup, int reps) {
  for (int i = 0; i < warmup; ++i) f();
  std::vector<std::int64_t> t(static_cast<std::size_t>(reps));
  for (auto& v : t) {
    const std::int64_t start = now_ns();
    f();
    v = now_ns() - start;
  }
  std::nth_element(t.begin(), t.begin() + reps / 2, t.end());
  return static_cast<double>(t[static_cast<std::size_t>(reps / 2)]);
}

// What a series varies: the batch size (on 8 devices) or the device count (batch 30).
enum class ScalingKind { Batch, Devices };
inline constexpr std::array<std::string_view, 2> kScalingKindNames = {"batch", "devices"};  // the CSV's "kind"
static_assert(kScalingKindNames.size() == std::size_t(ScalingKind::Devices) + 1, "a name per ScalingKind");
constexpr std::string_view scaling_kind_name(ScalingKind kind) { return kScalingKindNames[std::size_t(kind)]; }

struct ScalingPoint {
  ScalingKind kind = ScalingKind::Batch;
  std::int64_t batch = 0;
  int devices = 0;
  double step_us = 0;     // median DataParallel forward
  double plain_us = 0;    // median forward of the whole batch on one device, unwrapped
};

inline constexpr int kScalingPointCount = 14;  // 7 batch sizes and 7 device counts

// `reps_scale` 1.0 for the benchmark; smaller for a quick look (at least a few steps each).
// `progress` (if set) is called after each point with the points done so far and the total, on
// the calling thread (the app's progress bar).
std::vector<ScalingPoint> measure_scaling(double reps_scale = 1.0,
                                          const std::function<void(int done, int total)>& progress = {});

std::string scaling_csv(const std::vector<ScalingPoint>& points);

}  // namespace dp
