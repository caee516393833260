// What the Scaling tab's measured points say, in one or two sentences computed from them (never a
// canned claim), and axis ranges on log scales that keep every point clear of the plot's edges.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QVector>
#include <vector>

#include "run/scaling.h"

struct LogRange {
  double lower = 1;
  double upper = 10;
  bool contains(double v) const { return v > lower && v < upper; }
};

// The smallest and largest positive value, widened by `factor` on either side (so a point never
// sits on an axis); a decade around 1 when there is none.
LogRange paddedLogRange(const QVector<double>& values, double factor);

class ScalingSummary {
  Q_DECLARE_TR_FUNCTIONS(ScalingSummary)

 public:
  // The points of one sweep ("devices": batch 30 on 1–64 GPUs; "batch": batches on 8 GPUs),
  // ordered by GPU count or batch size.
  static std::vector<dp::ScalingPoint> series(const std::vector<dp::ScalingPoint>& points, bool versusDevices);
  // What to conclude from that sweep; empty when it has no points. `here`: measured on this
  // machine (else on the bundled example's, and the sentence says "that machine").
  static QString conclusion(const std::vector<dp::ScalingPoint>& points, bool versusDevices, bool here = true);
};
