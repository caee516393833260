// ScalingRecord: one Scaling measurement with where and when it was made, as the JSON the app
// keeps in its settings (the last measurement) and ships in its resources (a bundled example made
// on a 2-core x86-64, shown until this computer has measured). Bad JSON is refused with a reason.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <optional>
#include <vector>

#include "run/scaling.h"

struct ScalingRecord {
  std::vector<dp::ScalingPoint> points;
  int cores = 0;         // the CPU cores of the machine it was measured on
  QString arch;          // its CPU architecture, as QSysInfo::currentCpuArchitecture() names it
  QDateTime measured;    // when (UTC)
  bool bundled = false;  // the example shipped with the app, not this computer's

  // A measurement made now, on this computer.
  static ScalingRecord here(const std::vector<dp::ScalingPoint>& points);
  // The bundled example (:/scaling/bundled.json); no points if it cannot be read (a build error).
  static ScalingRecord bundledExample();
  QByteArray toJson() const;
  // The record in `json`, or nothing with the reason in `error`.
  static std::optional<ScalingRecord> fromJson(const QByteArray& json, QString* error = nullptr);
};

// The words on the chart: where the points were measured.
class ScalingSource {
  Q_DECLARE_TR_FUNCTIONS(ScalingSource)

 public:
  static QString machine(int cores, const QString& arch);  // "2-core x86-64"
  static QString label(const ScalingRecord& record);       // "Measured on a 2-core x86-64 (bundled example)"
};
