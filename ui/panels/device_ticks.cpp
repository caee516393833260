// fitTicks: powers of two as strides, so the labelled devices stay easy to count (0, 4, 8, ...).
#include "panels/device_ticks.h"

#include <algorithm>

namespace {

constexpr double kGapPx = 6.0;  // between neighbouring labels side by side
constexpr double kStackGapPx = 1.0;

double widest(const QStringList& texts, const QFontMetrics& fm, Qt::Orientation axis) {
  double w = 0;
  for (const QString& t : texts) w = std::max(w, tickExtent(t, fm, axis));
  return w;
}

int strideFor(double extent, double spacing, int count) {
  int stride = 1;
  while (stride < count && stride * spacing < extent) stride *= 2;
  return stride;
}

}  // namespace

double tickExtent(const QString& text, const QFontMetrics& fm, Qt::Orientation axis) {
  return axis == Qt::Horizontal ? fm.horizontalAdvance(text) + kGapPx : fm.height() + kStackGapPx;
}

AxisTicks fitTicks(const QStringList& names, const QStringList& shortNames, double first, double spacing,
                   const QFontMetrics& fm, Qt::Orientation axis) {
  AxisTicks out;
  const int count = int(names.size());
  if (count == 0) return out;
  spacing = std::max(spacing, 1e-3);
  const QStringList* texts = &names;
  out.stride = strideFor(widest(names, fm, axis), spacing, count);
  if (out.stride > 1 && axis == Qt::Horizontal && shortNames.size() == names.size()) {
    texts = &shortNames;
    out.indicesOnly = true;
    out.stride = strideFor(widest(shortNames, fm, axis), spacing, count);
  }
  for (int i = 0; i < count; i += out.stride) out.ticks.append({first + i, (*texts)[i]});
  return out;
}
