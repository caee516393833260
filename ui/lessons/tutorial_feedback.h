// What the companion says under a "Run this step" button once the step ran, from the run's
// state ("Done: the parameters are set (…) on 8 GPUs."), and which section the run is in now.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "lessons/tutorial_content.h"

// The run as the window sees it, handed to the companion (plain numbers: no session, no engine).
struct TutorialRunState {
  bool ready = false;           // the engine is built for the configuration below
  QString error;                // the engine refused it, or a batch raised
  int gpus = 0;
  qint64 batch_size = 0, data_size = 0, input_size = 0, output_size = 0;
  qint64 batches_shown = 0;     // 1-based: the batch on screen
  qint64 batch_count = 0;
  qint64 rows_on_screen = 0;    // rows of the batch on screen
  bool playing = false;
  bool epoch_done = false;

  bool operator==(const TutorialRunState&) const = default;
};

class TutorialFeedback {
  Q_DECLARE_TR_FUNCTIONS(TutorialFeedback)

 public:
  // The line under the button of `action`'s section; "Working…" until the step has happened.
  static QString text(TutorialAction action, const TutorialRunState& state);
  // The step has happened (its feedback is final, until it is run again).
  static bool finished(TutorialAction action, const TutorialRunState& state);
};
