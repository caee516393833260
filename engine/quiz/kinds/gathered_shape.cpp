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
  return {"Each GPU's Linear turns its chunk [b, {in}] of b rows into [b, {out}], and gather concatenates them "
          "along dim 0 on cuda:0: all {B} rows come back (R9.3).",
          "每个 GPU 上的 Linear 把 b 行的数据块 [b, {in}] 变成 [b, {out}]，收集（gather）沿第 0 维在 cuda:0 上把它们拼接起来："
          "{B} 行全部回来（R9.3）。"};
}

void mistakes(const Config& c, const Json&, std::vector<Choice>& m) {
  const ChunkFacts f = chunk_facts(c.batch, c.gpus);
  m.push_back({Json(Sizes{f.per_chunk, c.out}),
               {"That is only cuda:0's own chunk; gather concatenates every replica's output (R9.3).",
                "这只是 cuda:0 自己那块的输出；收集（gather）会把每个副本的输出拼接起来（R9.3）。"}});
  m.push_back({Json(Sizes{c.batch, c.in}),
               {"Linear({in}, {out}) maps {in} features to {out}: the output's last size is {out}.",
                "Linear({in}, {out}) 把 {in} 个特征变成 {out} 个：输出最后一个维度的大小是 {out}。"}});
  m.push_back({Json(Sizes{f.used, f.per_chunk, c.out}),
               {"gather concatenates along dim 0; it does not stack the outputs in a new dim (R9.3).",
                "收集（gather）沿第 0 维拼接，不会把输出堆叠成新的维度（R9.3）。"}});
  m.push_back({Json(Sizes{c.gpus * f.per_chunk, c.out}),
               {"No rows are added: the chunks hold exactly the {B} rows, and idle GPUs return nothing (R1.2, R9.3).",
                "不会多出行：数据块正好装下这 {B} 行，空闲的 GPU 不返回任何东西（R1.2、R9.3）。"}});
  m.push_back({Json(Sizes{c.batch * c.gpus, c.out}),
               {"Each GPU runs only its chunk, not the whole batch, so the {B} rows come back once (R7.1, R9.3).",
                "每个 GPU 只处理自己的数据块，不是整个批次，所以 {B} 行只回来一次（R7.1、R9.3）。"}});
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
      .question = {"model = nn.DataParallel(nn.Linear({in}, {out})) on {G} GPUs gets an input of shape [{B}, {in}]. "
                   "What shape has the output gathered on cuda:0?",
                   "model = nn.DataParallel(nn.Linear({in}, {out}))，共 {G} 个 GPU，输入张量的形状是 [{B}, {in}]。"
                   "收集（gather）到 cuda:0 上的输出是什么形状？"},
      .label = {"The output's shape after gather", "收集（gather）后输出的形状"},
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
