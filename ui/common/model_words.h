// ModelWords: a training model in the reader's language, as the controls and the DDP tab list it
// ("MLP: Linear(in, 16), ReLU, Linear(16, out)"). The models and their widths are the engine's
// (run/run_config.h); only the words are made here.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "run/run_config.h"

class ModelWords {
  Q_DECLARE_TR_FUNCTIONS(ModelWords)

 public:
  static QString label(dp::TrainModel model);
};
