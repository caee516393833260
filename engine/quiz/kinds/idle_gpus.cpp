// idle_gpus: DataParallel on G GPUs gets a batch of B rows; how many GPUs get no chunk (R7.1).
// Mistakes: every GPU busy, the used ones counted, the remainder, full chunks only, all but cuda:0
// idle, the chunk size.
#include "quiz/kinds/chunk_family.h"
#include "run/tutorial_numbers.h"

namespace dp::quiz::detail {

namespace {

void check(const Config& c) {
  need_in(c.batch, kQuizBatch, "batch");
  need_in(c.gpus, kAppGpuRange, "gpus");
}

Json answer(const Config& c) { return Json(chunk_facts(c.batch, c.gpus).idle); }

Text rule(const Config&) {
  return texts::idle_gpus::rule;
}

void mistakes(const Config& c, const Json&, std::vector<Choice>& m) {
  const ChunkFacts f = chunk_facts(c.batch, c.gpus);
  m.push_back({Json(0), chunk_why_not(ChunkMistake::EveryGpuChunk, false, c, c.batch)});
  m.push_back({Json(f.used), texts::idle_gpus::used_counted});
  m.push_back({Json(c.batch % c.gpus), texts::idle_gpus::remainder});
  if (f.per_chunk > 0) {
    m.push_back({Json(c.gpus - c.batch / f.per_chunk), texts::idle_gpus::last_chunk_runs});
  }
  m.push_back({Json(c.gpus - 1), texts::idle_gpus::not_gpu0_alone});
  m.push_back({Json(f.per_chunk), texts::idle_gpus::chunk_size});
}

// right + 1, right + 2, ... (never negative, always new).
Json fallback(const Config&, const Json& right, int d) { return Json(right.get<std::int64_t>() + d); }

Config draw(Rng& rng) {
  Config c;
  if (chance(rng, 1, 5)) {  // the tutorial's final batch of 10 on 8 GPUs: 3 idle
    c.gpus = tutorial::kGpus;
    c.batch = tutorial::kLastBatch;
    return c;
  }
  const bool want_idle = chance(rng, 4, 5);  // mostly some GPUs idle, sometimes none
  for (int tries = 0; tries < 32; ++tries) {
    c.gpus = some_gpus(rng, 3);
    c.batch = pick(rng, 1, 2 * c.gpus + 4);
    if ((chunk_facts(c.batch, c.gpus).idle > 0) == want_idle) break;
  }
  return c;
}

}  // namespace

const KindUnit& idle_gpus_kind() {
  static const KindUnit unit{
      .kind = Kind::IdleGpus,
      .name = "idle_gpus",
      .keys = {"batch", "gpus"},
      .numeric = true,
      .question = texts::idle_gpus::question,
      .label = texts::idle_gpus::label,
      .check = check,
      .answer = answer,
      .rule = rule,
      .mistakes = mistakes,
      .fallback = fallback,
      .draw = draw,
  };
  return unit;
}

}  // namespace dp::quiz::detail
