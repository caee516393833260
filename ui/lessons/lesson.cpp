// Lesson: how a stop's configuration is made from the lesson's and the earlier stops' changes.
#include "lessons/lesson.h"

#include <QStringList>

#include "lessons/presets.h"
#include "stage/anim_phase.h"

bool LessonConfig::empty() const { return *this == LessonConfig{}; }

void LessonConfig::applyTo(dp::RunConfig& c, double& speed_factor) const {
  if (gpus) c.gpus = *gpus;
  if (batch_size) c.batch_size = *batch_size;
  if (data_size) c.data_size = *data_size;
  if (input_size) c.input_size = *input_size;
  if (output_size) c.output_size = *output_size;
  if (seed) c.seed = std::uint64_t(*seed);
  if (shuffle) c.shuffle = *shuffle;
  if (drop_last) c.drop_last = *drop_last;
  if (output_device) c.output_device = *output_device == 0 ? std::nullopt : std::optional<int>(*output_device);
  if (backend) c.backend = *backend;
  if (speed) speed_factor = *speed;
  if (mode) c.mode = *mode;
  if (model) c.train_model = *model;
  if (lr) c.lr = *lr;
  if (momentum) c.momentum = *momentum;
  if (epochs) c.epochs = *epochs;
}

dp::RunConfig Lesson::configAt(int index, double* speed) const {
  dp::RunConfig c = findPreset(kDefaultPresetId)->config;
  double factor = 1.0;
  config.applyTo(c, factor);
  for (int i = 0; i <= index && i < int(stops.size()); ++i) stops[std::size_t(i)].config.applyTo(c, factor);
  if (speed) *speed = factor;
  return c;
}

std::pair<int, qint64> Lesson::ddpAt(int index) const {
  std::pair<int, qint64> at{2, 4};
  const auto apply = [&at](const LessonConfig& c) {
    if (c.world) at.first = *c.world;
    if (c.local_batch) at.second = *c.local_batch;
  };
  apply(config);
  for (int i = 0; i <= index && i < int(stops.size()); ++i) apply(stops[std::size_t(i)].config);
  return at;
}

namespace lesson_format {

const QStringList& phases() { return animPhaseNames(); }

const QStringList& views() {
  static const QStringList names = {"run", "explorer", "timings", "scaling", "loss", "ddp"};
  return names;
}

const QStringList& models() {
  static const QStringList names = {"linear", "mlp", "mlp3"};
  return names;
}

}  // namespace lesson_format
