// The config keys' table (lesson_config_keys.h).
#include "lessons/lesson_config_keys.h"

#include "device/device_spec.h"

namespace lesson_config {
namespace {

QStringList backendNames() {  // the engine's words for its backends ("sim", "cuda"), in its order
  QStringList names;
  for (std::string_view n : dp::kBackendNames) names << QString::fromUtf8(n.data(), qsizetype(n.size()));
  return names;
}

QStringList modeNames() { return {QStringLiteral("forward"), QStringLiteral("train"), QStringLiteral("ddp")}; }

QStringList modelNames() { return lesson_format::models(); }

// "mode": "ddp" marks the DDP tab's run and leaves the stage's mode as it was.
std::optional<int> getMode(const LessonConfig& c) {
  if (c.ddp) return 2;
  if (c.mode) return *c.mode == dp::RunMode::Train ? 1 : 0;
  return std::nullopt;
}
void setMode(LessonConfig& c, int index) {
  if (index == 2) c.ddp = true;
  else c.mode = index == 1 ? dp::RunMode::Train : dp::RunMode::Forward;
}

// A model by its name (the named models: lesson_format::models()).
std::optional<int> getModel(const LessonConfig& c) {
  if (!c.model) return std::nullopt;
  return int(lesson_format::models().indexOf(QString::fromLatin1(dp::train_model_name(*c.model))));
}
void setModel(LessonConfig& c, int index) { c.model = dp::parse_train_model(lesson_format::models().value(index).toStdString()); }

const Key kKeys[] = {
    {"gpus", SmallInteger{&LessonConfig::gpus, dp::kAppGpuRange}},
    {"batch_size", Integer{&LessonConfig::batch_size, dp::kBatchSizeRange}},
    {"data_size", Integer{&LessonConfig::data_size, dp::kDataSizeRange}},
    {"input_size", Integer{&LessonConfig::input_size, dp::kFeaturesRange}},
    {"output_size", Integer{&LessonConfig::output_size, dp::kFeaturesRange}},
    {"seed", Integer{&LessonConfig::seed, dp::kSeedRange}},
    {"shuffle", Flag{&LessonConfig::shuffle}},
    {"drop_last", Flag{&LessonConfig::drop_last}},
    // -1 is the CPU; a GPU index below the most GPUs (the stop's own count is checked with the run).
    {"output_device", SmallInteger{&LessonConfig::output_device, {-1, dp::kAppGpuRange.max - 1}}},
    {"backend", Choice{backendNames,
                       [](const LessonConfig& c) { return c.backend ? std::optional<int>(int(*c.backend)) : std::nullopt; },
                       [](LessonConfig& c, int i) { c.backend = dp::Backend(i); }}},
    {"speed", Number{&LessonConfig::speed, dp::kSpeedRange}},
    {"mode", Choice{modeNames, getMode, setMode}},
    {"model", Choice{modelNames, getModel, setModel}},
    {"lr", Number{&LessonConfig::lr, dp::kLrRange}},
    {"momentum", Number{&LessonConfig::momentum, dp::kMomentumRange}},
    {"epochs", Integer{&LessonConfig::epochs, dp::kAppEpochsRange}},
    {"world", SmallInteger{&LessonConfig::world, {1, lesson_format::kMaxWorld}}},
    {"local_batch", Integer{&LessonConfig::local_batch, dp::kBatchSizeRange}},
};

}  // namespace

std::span<const Key> keys() { return kKeys; }

QStringList names() {
  QStringList out;
  for (const Key& k : kKeys) out << QLatin1String(k.name);
  return out;
}

}  // namespace lesson_config
