// measure_scaling: medians after warm-ups, one pool per point.
#include "run/scaling.h"

#include <algorithm>
#include <cstdio>

#include "parallel/data_parallel.h"
#include "device/device_pool.h"
#include "nn/linear.h"
#include "core/random.h"

namespace dp {
namespace {

ScalingPoint measure(ScalingKind kind, std::int64_t batch, int devices, double reps_scale) {
  auto pool = DevicePool::simulated(devices);
  Linear model(5, 2, pool->device(0), 1);
  DataParallel dp_model(model, *pool);
  Rng rng(2);
  std::vector<float> values(static_cast<std::size_t>(batch * 5));
  for (float& v : values) v = rng.normal();
  const Tensor x = Tensor::from_host(Shape{batch, 5}, values.data(), pool->host());
  const int reps = std::max(5, static_cast<int>((batch > 8192 ? 200 : 1000) * reps_scale));
  ScalingPoint p{kind, batch, devices, 0, 0};
  p.step_us = median_ns([&] { dp_model(x); }, std::max(1, reps / 10), reps) / 1000.0;
  const Tensor x0 = x.clone_to(pool->device(0));
  p.plain_us = median_ns([&] { model(x0); }, std::max(1, reps / 10), reps) / 1000.0;
  return p;
}

}  // namespace

std::vector<ScalingPoint> measure_scaling(double reps_scale, const std::function<void(int done, int total)>& progress) {
  std::vector<ScalingPoint> points;
  const auto add = [&](const ScalingPoint& p) {
    points.push_back(p);
    if (progress) progress(int(points.size()), kScalingPointCount);
  };
  for (std::int64_t b : {30, 120, 480, 1920, 7680, 30720, 65536}) add(measure(ScalingKind::Batch, b, 8, reps_scale));
  for (int k : {1, 2, 4, 8, 16, 32, 64}) add(measure(ScalingKind::Devices, 30, k, reps_scale));
  return points;
}

std::string scaling_csv(const std::vector<ScalingPoint>& points) {
  std::string csv = "kind,batch,devices,step_us,plain_us\n";
  for (const auto& p : points) {
    char line[128];
    const std::string_view kind = scaling_kind_name(p.kind);
    std::snprintf(line, sizeof line, "%.*s,%lld,%d,%.2f,%.2f\n", int(kind.size()), kind.data(), static_cast<long long>(p.batch),
                  p.devices, p.step_us, p.plain_us);
    csv += line;
  }
  return csv;
}

}  // namespace dp
