// Where the stage asks before it reveals (docs/design.md "Predict, then reveal"): the question of each
// reveal point for the run on screen, its configuration taken from the batch the engine ran
// (StepResult) and the run's RunConfig, never recomputed here; and which were asked already.
#pragma once

#include <QSet>
#include <QString>
#include <QStringList>
#include <optional>

#include "bridge/step_data.h"
#include "quiz/quiz.h"
#include "run/run_config.h"
#include "stage/anim_phase.h"

namespace reveal {

// What to ask: a kind and its configuration (dp::quiz::make turns it into the question).
struct Ask {
  dp::quiz::Kind kind = dp::quiz::Kind::ChunkSizes;
  dp::quiz::Config config;
};

// The question before `next` of `step` (nothing for phases that reveal nothing):
//  - Scatter (wrapped): idle_gpus when the engine's split leaves GPUs without a chunk, else
//    chunk_sizes, for the batch's rows on the run's GPUs;
//  - Gather: gathered_shape (the engine's output is [rows, out]);
//  - Reduce (training, a one-Linear model): grad_bytes_to_gpu0.
std::optional<Ask> beforePhase(const dp::RunConfig& config, const StepResult& step, AnimPhase next);

// The DDP tab's reveal points (the run's world, dataset and local batch): the shard rank `rank`
// gets from DistributedSampler, and the ring's steps.
Ask ddpShard(std::int64_t dataset, std::int64_t world, std::int64_t rank, bool drop_last);
Ask ringSteps(std::int64_t world);

// A question's answer as a key: its kind and the answer's value ("idle_gpus|3"). Two questions
// with one key have one answer: a stage that shows it answers both.
QString answerKey(const dp::quiz::Question& question);
// The answers the stage shows from phase `next` of `step` on: the answerKey()s of the reveal point's
// question, and at the scatter of both split questions (chunk_sizes, idle_gpus); empty where the
// phase reveals nothing.
QStringList answersFrom(const dp::RunConfig& config, const StepResult& step, AnimPhase next);

// The key of a question for "asked already": its kind and the English text, which names the
// configuration (30 rows on 8 GPUs and 10 rows on 8 GPUs are two questions).
QString key(const dp::quiz::Question& question);

// Each question once per run: the split is asked on batch 1 and again on the final short batch,
// the gather likewise, never the same question every batch.
class AskedOnce {
 public:
  bool asked(const QString& key) const { return keys_.contains(key); }
  void mark(const QString& key) { keys_.insert(key); }
  void clear() { keys_.clear(); }

 private:
  QSet<QString> keys_;
};

}  // namespace reveal
