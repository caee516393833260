// libFuzzer target: the Scaling tab's saved measurement (ui/panels/scaling_record.cpp), which the
// app reads back from its settings file, where anything may have been written. Whatever comes: a
// record within its ranges, or a refusal with a reason, never a crash; a record written back out
// reads back to the same points.
#include <cmath>
#include <cstddef>
#include <cstdint>

#include "panels/scaling_record.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
  QString error;
  const std::optional<ScalingRecord> r = ScalingRecord::fromJson(bytes, &error);
  if (!r) {
    if (error.isEmpty()) __builtin_trap();
    return 0;
  }
  if (r->points.empty() || r->cores < 1 || r->arch.size() > 32) __builtin_trap();
  for (const dp::ScalingPoint& p : r->points) {
    if (!(p.step_us > 0 && p.plain_us > 0 && std::isfinite(p.step_us) && std::isfinite(p.plain_us))) __builtin_trap();
  }
  const std::optional<ScalingRecord> again = ScalingRecord::fromJson(r->toJson());
  if (!again || again->points.size() != r->points.size() || again->cores != r->cores || again->arch != r->arch) __builtin_trap();
  for (std::size_t i = 0; i < r->points.size(); ++i) {
    const dp::ScalingPoint& a = r->points[i];
    const dp::ScalingPoint& b = again->points[i];
    if (a.kind != b.kind || a.batch != b.batch || a.devices != b.devices || a.step_us != b.step_us || a.plain_us != b.plain_us) {
      __builtin_trap();
    }
  }
  return 0;
}
