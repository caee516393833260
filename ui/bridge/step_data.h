// StepResult: one batch as the engine ran it, handed from the engine thread to the GUI thread by
// value (a plain struct: the GUI never touches engine memory).
#pragma once

#include <QMetaType>
#include <QString>
#include <vector>

#include "trace/trace.h"
#include "run/tutorial.h"

struct StepResult {
  int generation = 0;             // which configuration produced it (stale results are dropped)
  dp::BatchRecord record;         // shapes, chunks, devices, lines, measured times
  std::vector<dp::Event> events;  // this batch's trace events, in recording order
  std::int64_t batch_count = 0;   // batches in the epoch
  QString error;                  // the engine's error text (PyTorch's), empty on success
};

Q_DECLARE_METATYPE(StepResult)
Q_DECLARE_METATYPE(dp::Event)
