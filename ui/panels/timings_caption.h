// The Timings tab's words for what measured the numbers: "8 simulated GPUs = 8 worker threads on
// 2 CPU cores: they take turns …", or the CUDA device's name; and in one sentence what each of the
// tab's readings is made of.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "run/measured_on.h"

class TimingsCaption {
  Q_DECLARE_TR_FUNCTIONS(TimingsCaption)

 public:
  static QString measuredOn(const dp::MeasuredOn& m);
  static QString ideal(const dp::MeasuredOn& m);
  // As measured (wall time), ideal parallel (the devices' own work) and modelled: what each is.
  static QString readings(const dp::MeasuredOn& m);
  // "0.25 µs", "41.2 µs", "2310 µs": two decimals below 1 µs, one below 100 µs, then whole ones.
  static QString micros(double us);
  // Two sentences in a row: a space after an English one, none after a Chinese full stop.
  static QString then(const QString& first, const QString& second);
};
