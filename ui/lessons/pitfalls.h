// The classic DataParallel pitfalls, one click each: what to run (a RunConfig and how far), and
// the explanation shown beside it in either language.
#pragma once

#include <QString>
#include <vector>

#include "run/run_config.h"

struct Pitfall {
  const char* id;
  const char* title;        // QT_TRANSLATE_NOOP("Pitfalls", ...)
  const char* explanation;  // QT_TRANSLATE_NOOP("Pitfalls", ...)
  dp::RunConfig config;
  int batch = 1;            // the batch it is about (1-based): the scene starts at it, pauses at its end
  int repeats = 0;          // > 0: also run the first batch this many times, fresh each time
};

const std::vector<Pitfall>& pitfalls();
const Pitfall* findPitfall(const QString& id);
QString pitfallTitle(const Pitfall& pitfall);
QString pitfallExplanation(const Pitfall& pitfall);
