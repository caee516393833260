// The Timings tab's third reading: the same batch (its chunk sizes, forward or training) on
// modelled hardware, from the α–β cost model (engine/trace/cost_model). A model, not a measurement:
// every word the tab shows about it says so.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "panels/timeline_model.h"
#include "trace/cost_model.h"

struct ModelledReading {
  Timeline timeline;  // lanes 0..k−1 (the model starts at the first copy: no host lane)
  QString why_not;    // non-empty: this profile cannot run the step (one line, translated)
};

ModelledReading modelledTimeline(const StepResult& step, const dp::cost::ModelFacts& model, const dp::cost::Profile& profile);

class ModelledWords {
  Q_DECLARE_TR_FUNCTIONS(ModelledWords)

 public:
  static QString caption(const dp::cost::Profile& p);  // the caption's sentence
  static QString tooltip(const dp::cost::Profile& p);  // the formulas and the profile's sources
};
