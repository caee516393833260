// The tutorial's set-ups, with stable ids for the command line (--preset tutorial-8).
#pragma once

#include <QString>
#include <vector>

#include "run/run_config.h"

struct Preset {
  QString id;            // stable: tutorial-1, tutorial-2, tutorial-3, tutorial-8, batch-lt-gpus, seven-gpus
  const char* name;      // untranslated; shown through QCoreApplication::translate("Presets", name)
  dp::RunConfig config;
};

// The preset the app starts with, and falls back to.
inline constexpr const char* kDefaultPresetId = "tutorial-8";

// The tutorial's set-up (Linear 5→2, shuffled) on `gpus` GPUs with this batch and data size.
dp::RunConfig tutorialConfig(int gpus, std::int64_t batch = 30, std::int64_t data = 100);

const std::vector<Preset>& presets();
const Preset* findPreset(const QString& id);
QString presetDisplayName(const Preset& preset);
