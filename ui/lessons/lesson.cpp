// Lesson: how a stop's configuration is made from the lesson's and the earlier stops' changes.
#include "lessons/lesson.h"

#include <QStringList>

#include "core/ring_rule.h"
#include "data/distributed_sampler.h"
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

QString Lesson::captionAt(int index, const QString& language) const {
  if (index < 0 || index >= int(stops.size())) return {};
  QString text = stops[std::size_t(index)].caption.in(language);
  if (!text.contains(QLatin1Char('{'))) return text;
  const dp::RunConfig c = configAt(index);
  const auto [world, local_batch] = ddpAt(index);
  // DistributedSampler over the same data and GPUs (the explorer's DDP vs DataParallel page).
  const dp::SamplerSizes sampler = dp::sampler_sizes(c.data_size, std::max(1, c.gpus), c.drop_last);
  const std::pair<const char*, qint64> values[] = {
      {"gpus", c.gpus},
      {"batch_size", c.batch_size},
      {"data_size", c.data_size},
      {"per_rank", sampler.num_samples},
      {"padding", std::max<qint64>(0, sampler.total_size - c.data_size)},
      {"padded_size", sampler.total_size},
      {"ddp_data_size", lesson_format::kDdpDataSize},
      {"ddp_per_rank", dp::sampler_sizes(lesson_format::kDdpDataSize, std::max(1, world), false).num_samples},
      {"world", world},
      {"local_batch", local_batch},
      {"global_batch", qint64(world) * local_batch},
      {"ring_steps", dp::ring_step_count(std::max(1, world))},
  };
  for (const auto& [name, value] : values) {
    text.replace(QLatin1Char('{') + QLatin1String(name) + QLatin1Char('}'), QString::number(value));
  }
  return text;
}

namespace lesson_format {

const QStringList& recordings() {
  static const QStringList names = {"pulled-link"};
  return names;
}

QString recordingPath(const QString& id) { return QStringLiteral(":/ddp/") + id + QStringLiteral(".jsonl"); }

const QStringList& models() {
  static const QStringList names = [] {
    QStringList n;  // the named models (a lesson gives no widths)
    for (const dp::TrainModel m : dp::kNamedModels) n << QString::fromLatin1(dp::train_model_name(m));
    return n;
  }();
  return names;
}

}  // namespace lesson_format
