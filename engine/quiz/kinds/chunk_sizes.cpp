// chunk_sizes: DataParallel on G GPUs gets a batch of B rows; the rows torch.chunk gives each chunk
// (R1.2). Mistakes: the torch.chunk confusions (chunk_family.h).
#include <algorithm>

#include "quiz/kinds/chunk_family.h"
#include "run/tutorial_numbers.h"

namespace dp::quiz::detail {

namespace {

void check(const Config& c) {
  need_in(c.batch, kQuizBatch, "batch");
  need_in(c.gpus, kAppGpuRange, "gpus");
}

Json answer(const Config& c) { return Json(chunk_facts(c.batch, c.gpus).sizes); }

Text rule(const Config& c) {
  if (c.batch == 0) {
    return texts::chunk_sizes::rule_empty;
  }
  return texts::chunk_sizes::rule;
}

void mistakes(const Config& c, const Json& right, std::vector<Choice>& out) {
  for (auto& [sizes, m] : chunk_mistakes(c.batch, c.gpus, right.get<Sizes>())) {
    out.push_back({Json(sizes), chunk_why_not(m, false, c, c.batch)});
  }
}

Json fallback(const Config&, const Json& right, int d) {
  Sizes s = right.get<Sizes>();
  s.back() += d;  // pieces that no longer add up to B (R1.2)
  return Json(s);
}

Text fallback_why(const Config&) { return bad_sum_why(); }

Config draw(Rng& rng) {
  Config c;
  if (chance(rng, 1, 4)) {  // the tutorial's batches on 8 GPUs: 30 and the final 10 (R11)
    c.gpus = tutorial::kGpus;
    c.batch = chance(rng, 1, 2) ? tutorial::kBatchSize : tutorial::kLastBatch;
    return c;
  }
  c.gpus = some_gpus(rng);
  for (int tries = 0; tries < 4; ++tries) {  // a remainder makes the rule show
    c.batch = pick(rng, 1, std::min<std::int64_t>(128, 6 * c.gpus));
    if (c.batch % c.gpus != 0) break;
  }
  return c;
}

}  // namespace

const KindUnit& chunk_sizes_kind() {
  static const KindUnit unit{
      .kind = Kind::ChunkSizes,
      .name = "chunk_sizes",
      .keys = {"batch", "gpus"},
      .numeric = false,
      .question = texts::chunk_sizes::question,
      .label = texts::chunk_sizes::label,
      .check = check,
      .answer = answer,
      .rule = rule,
      .mistakes = mistakes,
      .fallback = fallback,
      .fallback_why = fallback_why,
      .draw = draw,
  };
  return unit;
}

}  // namespace dp::quiz::detail
