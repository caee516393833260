// What clicking a rules-explorer cell runs: that batch size on that many GPUs, everything else as
// the controls have it. The data size is kept unless it is smaller than the batch (then it grows
// to one batch), and the note says what changed and why — a click never changes a setting silently.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "run/run_config.h"

struct CellRun {
  dp::RunConfig config;
  QString note;  // for the log: what runs, and every other setting the click had to change
};

class CellRunText {
  Q_DECLARE_TR_FUNCTIONS(CellRunText)

 public:
  static CellRun make(const dp::RunConfig& current, int batch, int gpus);
};
