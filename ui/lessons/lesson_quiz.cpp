// A lesson stop's question (schema.md "quiz"): the engine's question of the stop's kind for the run
// the stop shows. The numbers come from the stop's configuration exactly as its caption's
// placeholders do (lesson.cpp), so a caption and its question never disagree.
#include <algorithm>

#include "data/dataloader.h"
#include "lessons/lesson.h"
#include "lessons/pitfalls.h"

namespace {

// The rows of the batch a stop shows: its DataLoader batch (R12.2); in training `at` counts steps
// over the epochs, and every epoch has the same batch sizes (R12.3).
std::int64_t batchRowsAt(const dp::RunConfig& c, int at_batch) {
  const std::vector<std::int64_t> sizes = dp::batch_sizes(c.data_size, c.batch_size, c.drop_last);
  if (sizes.empty()) return 0;
  return sizes[std::size_t(at_batch - 1) % sizes.size()];
}

}  // namespace

std::optional<dp::quiz::Question> Lesson::quizAt(int index) const {
  if (index < 0 || index >= int(stops.size()) || !stops[std::size_t(index)].quiz) return std::nullopt;
  const LessonStop& stop = stops[std::size_t(index)];
  // A pitfall stop runs its scenario's configuration (as the reader checks it).
  const dp::RunConfig c = stop.pitfall.isEmpty() ? configAt(index) : findPitfall(stop.pitfall)->config;
  const auto [world, local_batch] = ddpAt(index);
  dp::quiz::Config q;
  q.batch = batchRowsAt(c, stop.at.batch);
  q.gpus = c.gpus;
  q.dataset = c.data_size;
  q.batch_size = c.batch_size;
  q.drop_last = c.drop_last;
  q.in = c.input_size;
  q.out = c.output_size;
  q.shape = {q.batch, c.input_size};  // the batch DataParallel scatters, cut on dim 0
  q.dim = 0;
  // The ring runs on the DDP tab's ranks ({ring_steps}); DistributedSampler's shard is over the same
  // samples and GPUs as the {per_rank} and {padding} placeholders (the DDP vs DataParallel page).
  const dp::quiz::Kind kind = stop.quiz->kind;
  q.world = kind == dp::quiz::Kind::RingSteps ? world : c.gpus;
  q.rank = stop.quiz->rank.value_or(0);
  return dp::quiz::make(kind, q, std::uint64_t(index));
}

std::optional<dp::quiz::Question> Lesson::followUpAt(int index) const {
  const std::optional<dp::quiz::Question> own = quizAt(index);
  if (!own || !stops[std::size_t(index)].quiz->follow_up) return std::nullopt;
  for (std::uint64_t attempt = 0;; ++attempt) {  // the stop's place is the seed: the same on every machine
    dp::quiz::Question q = dp::quiz::generate(std::uint64_t(index) * 7919 + 1 + attempt, 1, {own->kind}).front();
    if (q.text.en != own->text.en || attempt >= 16) return q;
  }
}
