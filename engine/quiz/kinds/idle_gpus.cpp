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
  return {"Pieces of ⌈{B}/{G}⌉ = {srows} make {P} chunks, so {G} − {P} = {idlegpus} none (R7.1).",
          "每块 ⌈{B}/{G}⌉ = {s} 行，一共 {P} 块，所以 {G} − {P} = {idle} 个 GPU 分不到数据块（R7.1）。"};
}

void mistakes(const Config& c, const Json&, std::vector<Choice>& m) {
  const ChunkFacts f = chunk_facts(c.batch, c.gpus);
  m.push_back({Json(0), chunk_why_not(ChunkMistake::EveryGpuChunk, false, c, c.batch)});
  m.push_back({Json(f.used),
               {"That counts the GPUs that do get a chunk; the idle ones are {G} − {P} = {idle} (R7.1).",
                "这是分到了数据块的 GPU 数量；空闲的是 {G} − {P} = {idle} 个（R7.1）。"}});
  m.push_back({Json(c.batch % c.gpus),
               {"The remainder {B} mod {G} does not decide the idle GPUs: there are ⌈{B}/{s}⌉ = {P} chunks (R1.2, R7.1).",
                "余数 {B} mod {G} 不决定空闲的 GPU：一共 ⌈{B}/{s}⌉ = {P} 块（R1.2、R7.1）。"}});
  if (f.per_chunk > 0) {
    m.push_back({Json(c.gpus - c.batch / f.per_chunk),
                 {"The last, smaller chunk runs on a GPU too: {P} GPUs work and {idle} stay idle (R7.1).",
                  "最后那块较小的数据块也在一个 GPU 上运行：{P} 个参与计算的 GPU，{idle} 个空闲（R7.1）。"}});
  }
  m.push_back({Json(c.gpus - 1),
               {"The batch is not left on cuda:0 alone: {P} GPUs get a chunk (R7.1).",
                "批次不会只留在 cuda:0 上：{P} 个 GPU 分到了数据块（R7.1）。"}});
  m.push_back({Json(f.per_chunk),
               {"⌈{B}/{G}⌉ = {s} is how many rows each chunk has, not how many GPUs wait: {G} − {P} = {idle} (R1.2, R7.1).",
                "⌈{B}/{G}⌉ = {s} 是每块的行数，不是空闲的 GPU 有几个：{G} − {P} = {idle}（R1.2、R7.1）。"}});
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
      .question = {"DataParallel on {G} GPUs gets a batch of {B} rows. How many GPUs get no chunk and stay idle?",
                   "DataParallel（数据并行）在 {G} 个 GPU 上收到一个 {B} 行的批次。有几个 GPU 分不到数据块、保持空闲？"},
      .label = {"Idle GPUs", "空闲的 GPU"},
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
