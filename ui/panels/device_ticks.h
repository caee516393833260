// Which device labels an axis can show without them running together, for any device count
// (1–64) and any plot size: the names ("cuda:3") when each fits its slot, else the bare indices,
// every stride-th one, the stride the smallest that keeps neighbours apart. Measured with the
// axis's own font.
#pragma once

#include <QFontMetrics>
#include <QString>
#include <QVector>

struct AxisTicks {
  int stride = 1;
  bool indicesOnly = false;           // "3" instead of "cuda:3": the axis label then says what they are
  QVector<QPair<double, QString>> ticks;  // coordinate, text
};

// Labels for the slots at coordinates first, first + 1, ... (one per entry of `names`), `spacing`
// pixels apart, along a horizontal axis (text side by side) or a vertical one (text stacked).
// With `shortNames` (horizontal only) a name that does not fit falls back to `shortNames`.
AxisTicks fitTicks(const QStringList& names, const QStringList& shortNames, double first, double spacing,
                   const QFontMetrics& metrics, Qt::Orientation axis);

// The room a label takes along the axis: its advance (plus a gap) across, its height stacked.
double tickExtent(const QString& text, const QFontMetrics& metrics, Qt::Orientation axis);
