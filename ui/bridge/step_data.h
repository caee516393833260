// StepResult: one batch as the engine ran it, handed from the engine thread to the GUI thread by
// value (a plain struct: the GUI never touches engine memory), with a typed outcome.
#pragma once

#include <QMetaType>
#include <QString>
#include <vector>

#include "run/training.h"
#include "run/tutorial.h"
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
  dp::BatchRecord record;         // shapes, chunks, devices, lines, measured times
  std::vector<dp::Event> events;  // this batch's trace events, in recording order
  std::int64_t batch_count = 0;   // batches in the epoch (training: steps in the run)
  QString error;                  // with StepOutcome::Failed: the engine's error text
  // Training (RunMode::Train): the step as the trainer recorded it (`record` holds the same
  // batch's forward facts for the stage), and the loss one device gets on the same batch from the
  // same start (R10.3: the curves coincide).
  bool training = false;
  dp::TrainRecord train;
  double reference_loss = 0.0;
};

Q_DECLARE_METATYPE(StepResult)
