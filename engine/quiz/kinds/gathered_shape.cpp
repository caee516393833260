// gathered_shape: nn.DataParallel(nn.Linear(in, out)) on G GPUs gets [B, in]; the output's shape
// gathered on cuda:0, asked of the scatter and gather plans (R5.1, R1.2, R9.3). Mistakes: one chunk
// only, stacked, padded rows, the in features kept, the batch times the GPUs.
#include <algorithm>

#include "parallel/scatter_gather.h"
#include "quiz/quiz_detail.h"
#include "run/tutorial_numbers.h"

namespace dp::quiz::detail {

namespace {

void check(const Config& c) {
  need_in(c.batch, kQuizBatch, "batch");
  need_in(c.gpus, kAppGpuRange, "gpus");
  need_in(c.in, kFeaturesRange, "in");
  need_in(c.out, kFeaturesRange, "out");
}

Json answer(const Config& c) {
  // Scatter [B, in] (R5.1 → R1.2), each replica's Linear maps [b, in] to [b, out], gather along 0 (R9.3).
  SlicePlan scatter;
  plan_scatter_into(Shape{c.batch, c.in}, c.gpus, 0, scatter);
  std::vector<Shape> outputs;
  for (Shape s : scatter.shapes) {
    s[s.ndim() - 1] = c.out;
    outputs.push_back(s);
  }
  return Json(plan_gather(outputs, 0).slices.whole.dims());
}

Text rule(const Config&) {
  return texts::gathered_shape::rule;
}

void mistakes(const Config& c, const Json&, std::vector<Choice>& m) {
  const ChunkFacts f = chunk_facts(c.batch, c.gpus);
  m.push_back({Json(Sizes{f.per_chunk, c.out}), texts::gathered_shape::only_gpu0});
  m.push_back({Json(Sizes{c.batch, c.in}), texts::gathered_shape::out_features});
  m.push_back({Json(Sizes{f.used, f.per_chunk, c.out}), texts::gathered_shape::no_stack});
  m.push_back({Json(Sizes{c.gpus * f.per_chunk, c.out}), texts::gathered_shape::no_rows_added});
  m.push_back({Json(Sizes{c.batch * c.gpus, c.out}), texts::gathered_shape::chunk_not_batch});
}

Json fallback(const Config& c, const Json&, int d) {
  return Json(Sizes{c.batch + d * std::max<std::int64_t>(1, c.gpus / 2), c.out});
}

Config draw(Rng& rng) {
  Config c;
  if (chance(rng, 1, 4)) {  // the tutorial: Linear(5, 2), 8 GPUs, batches of 30 and 10
    c.batch = chance(rng, 1, 2) ? tutorial::kBatchSize : tutorial::kLastBatch;
    c.in = tutorial::kInputSize;
    c.out = tutorial::kOutputSize;
    c.gpus = tutorial::kGpus;
    return c;
  }
  c.gpus = some_gpus(rng);
  c.batch = pick(rng, 1, 128);
  c.in = pick(rng, 1, 16);
  c.out = pick(rng, 1, 16);
  if (c.out == c.in && chance(rng, 3, 4)) c.out = c.in % 16 + 1;  // in ≠ out shows which one survives
  return c;
}

}  // namespace

const KindUnit& gathered_shape_kind() {
  static const KindUnit unit{
      .kind = Kind::GatheredShape,
      .name = "gathered_shape",
      .keys = {"batch", "in", "out", "gpus"},
      .numeric = false,
      .question = texts::gathered_shape::question,
      .label = texts::gathered_shape::label,
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
