// StepResult: one batch as the engine ran it, handed from the engine thread to the GUI thread by
// value (a plain struct: the GUI never touches engine memory), with a typed outcome.
#pragma once

#include <QMetaType>
#include <QString>
#include <vector>

#include "run/step_record.h"
#include "trace/trace.h"

enum class StepOutcome {
  Ran,        // `record` and `events` hold the batch
  Failed,     // the engine raised: `error` is its text (PyTorch's); `events` hold the phases that ran
  Stale,      // asked of a configuration that has been replaced: skipped, not run
  EpochDone,  // the epoch has no more batches
};

struct StepResult {
  int generation = 0;             // which configuration produced it (stale results are dropped)
  StepOutcome outcome = StepOutcome::Ran;
  // The batch: shapes, chunks, devices, lines, measured times. The tutorial's loop fills its
  // BatchRecord part; a training step (`training`) all of it: loss, backward, reduce, SGD.
  dp::TrainRecord record;
  std::vector<dp::Event> events;  // this batch's trace events, in recording order
  std::int64_t batch_count = 0;   // batches in the epoch (training: steps in the run)
  QString error;                  // with StepOutcome::Failed: the engine's error text
  // Training (RunMode::Train), and the loss one device gets on the same batch from the same start
  // (R10.3: the curves coincide).
  bool training = false;
  double reference_loss = 0.0;
};

Q_DECLARE_METATYPE(StepResult)
