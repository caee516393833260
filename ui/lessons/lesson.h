// Lesson: a teacher's prepared class as a .dpviz file holds it (docs/design.md "Lesson files";
// resources/lessons/schema.md): a title in both languages, a starting configuration, and the stops
// where the class pauses, each with its caption and optional changes. Plain values (QtCore only).
#pragma once

#include <QString>
#include <optional>
#include <vector>

#include "lessons/app_view.h"
#include "quiz/quiz.h"
#include "run/run_config.h"
#include "stage/anim_phase.h"

// A text in both languages; the file must give both.
struct LessonText {
  QString en;
  QString zh_CN;
  QString in(const QString& language) const { return language == QLatin1String("zh_CN") ? zh_CN : en; }
  friend bool operator==(const LessonText&, const LessonText&) = default;
};

// The configuration keys a lesson may set; those left empty keep their value (the tutorial-8
// preset at the start, then what the earlier stops set).
struct LessonConfig {
  std::optional<int> gpus;
  std::optional<qint64> batch_size, data_size, input_size, output_size, seed;
  std::optional<bool> shuffle, drop_last;
  std::optional<int> output_device;  // -1: the CPU
  std::optional<dp::Backend> backend;
  std::optional<double> speed;       // the animation's speed factor
  // Training (the whole step: loss, backward, the gradients summed on cuda:0, SGD).
  std::optional<dp::RunMode> mode;
  std::optional<dp::TrainModel> model;  // "linear", "mlp", "mlp3"
  std::optional<double> lr, momentum;
  std::optional<qint64> epochs;
  // DDP (the DDP tab): "mode": "ddp", the ranks and each rank's batch (defaults 2 and 4).
  std::optional<bool> ddp;
  std::optional<int> world;
  std::optional<qint64> local_batch;

  bool empty() const;
  void applyTo(dp::RunConfig& config, double& speed_factor) const;
  friend bool operator==(const LessonConfig&, const LessonConfig&) = default;
};

// Where a stop pauses: batch (1-based) and phase, as `--screenshot-at` writes it ("2:scatter").
struct LessonAt {
  int batch = 1;
  AnimPhase phase = AnimPhase::Load;  // never Idle
  QString text() const { return QString::number(batch) + QLatin1Char(':') + animPhaseName(phase); }
  friend bool operator==(const LessonAt&, const LessonAt&) = default;
};

// A prediction at a stop (schema.md "quiz"): the class is asked the question of `kind` for the
// stop's own run before the stage shows the answer.
struct LessonQuiz {
  dp::quiz::Kind kind = dp::quiz::Kind::ChunkSizes;
  std::optional<int> rank;  // ddp_shard: the rank asked about (default 0)
  std::optional<int> seconds;  // a class vote's think time per round for this question (over the lesson's)
  // "follow_up": true: after the reveal, a second question on the same idea with other numbers
  // (did the discussion teach it?); false, the default, is never written.
  bool follow_up = false;
  friend bool operator==(const LessonQuiz&, const LessonQuiz&) = default;
};

struct LessonStop {
  LessonAt at;
  LessonText caption;
  LessonConfig config;          // changes from this stop on
  AppView view = AppView::Run;
  QString pitfall;              // a pitfall scenario's id, or empty
  std::optional<LessonQuiz> quiz;  // a prediction asked at this stop
  QString recording;            // "view": "ddp" only: a bundled recorded run replayed instead of mpirun, or empty
  // "replay_at": "end" (recordings only): the replay opens at its last unit, a failed run's
  // failure, instead of playing from step 1; false: "start", the default (never written).
  bool replay_at_end = false;
  friend bool operator==(const LessonStop&, const LessonStop&) = default;
};

struct Lesson {
  LessonText title;
  LessonConfig config;
  std::optional<int> round_seconds;  // "round_seconds": a class vote's think time per round (over the setting)
  std::vector<LessonStop> stops;

  // The configuration and speed at stop `index`: the tutorial-8 preset, the lesson's config,
  // then every stop's changes up to and including this one, in order.
  dp::RunConfig configAt(int index, double* speed = nullptr) const;
  // The DDP tab's world size and local batch at stop `index`, the same way.
  std::pair<int, qint64> ddpAt(int index) const;
  // Stop `index`'s caption in `language` with its placeholders filled from the run at that stop
  // (schema.md): {gpus} {batch_size} {data_size} {per_rank} {padding} {padded_size} {world}
  // {local_batch} {global_batch} {ring_steps} {ddp_data_size} {ddp_per_rank}; any other text in
  // braces is left as written.
  QString captionAt(int index, const QString& language) const;
  // Stop `index`'s question, its configuration taken from the stop's run (lesson_quiz.cpp; schema.md
  // "quiz"); none when the stop has no quiz. Throws dp::Error when the rules refuse that
  // configuration (the reader checks this, so a lesson it read never throws here).
  std::optional<dp::quiz::Question> quizAt(int index) const;
  // Stop `index`'s follow-up ("follow_up": true): a question of its quiz's kind drawn by the quiz
  // engine with other numbers (never quizAt's own), the same on every machine; none otherwise.
  std::optional<dp::quiz::Question> followUpAt(int index) const;
  friend bool operator==(const Lesson&, const Lesson&) = default;
};

// What the format allows, shared by the reader, the writer and the editor.
namespace lesson_format {
inline constexpr int kVersion = 1;
inline constexpr qint64 kMaxFileBytes = 4 * 1024 * 1024;  // far above any real lesson
// The phases and views a stop names are stage/anim_phase.h's and lessons/app_view.h's tables.
inline constexpr int kMaxWorld = 16;  // the DDP tab's ranks
// The DDP tab's dataset at a lesson's DDP stops, whatever the tab had: small, so that each rank's
// shard fits its card and a step is quick to follow ({ddp_data_size}).
inline constexpr qint64 kDdpDataSize = 16;
inline constexpr int kMinRoundSeconds = 5;     // "round_seconds", a quiz's "seconds"
inline constexpr int kMaxRoundSeconds = 3600;
inline constexpr int kMaxRank = 63;   // a quiz's ddp_shard rank (its shard is over the stop's GPUs, 1–64)
const QStringList& models();  // "linear", "mlp", "mlp3" (dp::kNamedModels)
// The bundled recorded DDP runs a stop may replay: "pulled-link" (resources/ddp/pulled-link.jsonl,
// two hosts, node2's cable pulled mid-run; tools/record_pulled_link.py made it).
const QStringList& recordings();
QString recordingPath(const QString& id);  // ":/ddp/<id>.jsonl"
}  // namespace lesson_format
