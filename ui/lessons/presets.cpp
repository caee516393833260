// Preset table: data 100, batch 30, Linear 5→2, as in the tutorial, on 1/2/3/8 GPUs, plus the
// two classic surprises (batch smaller than the GPU count; 7 GPUs where one stays idle).
#include "lessons/presets.h"

#include <QCoreApplication>

dp::RunConfig tutorialConfig(int gpus, std::int64_t batch, std::int64_t data) {
  dp::RunConfig c;
  c.gpus = gpus;
  c.batch_size = batch;
  c.data_size = data;
  c.input_size = 5;
  c.output_size = 2;
  return c;
}

const std::vector<Preset>& presets() {
  static const std::vector<Preset> all = {
      {"tutorial-1", QT_TRANSLATE_NOOP("Presets", "Tutorial: 1 GPU (not wrapped)"), tutorialConfig(1)},
      {"tutorial-2", QT_TRANSLATE_NOOP("Presets", "Tutorial: 2 GPUs"), tutorialConfig(2)},
      {"tutorial-3", QT_TRANSLATE_NOOP("Presets", "Tutorial: 3 GPUs"), tutorialConfig(3)},
      {kDefaultPresetId, QT_TRANSLATE_NOOP("Presets", "Tutorial: 8 GPUs"), tutorialConfig(8)},
      {"batch-lt-gpus", QT_TRANSLATE_NOOP("Presets", "Batch of 3 on 8 GPUs"), tutorialConfig(8, 3)},
      {"seven-gpus", QT_TRANSLATE_NOOP("Presets", "Batch of 30 on 7 GPUs (one idle)"), tutorialConfig(7)},
  };
  return all;
}

const Preset* findPreset(const QString& id) {
  for (const auto& p : presets()) {
    if (p.id == id) return &p;
  }
  return nullptr;
}

QString presetDisplayName(const Preset& preset) { return QCoreApplication::translate("Presets", preset.name); }
