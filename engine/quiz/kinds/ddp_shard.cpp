// ddp_shard: the sample indices DistributedSampler (shuffle=False) gives one rank, asked of the
// engine's sampler (R13.2, R13.3). Mistakes: no padding, contiguous blocks (padded or not),
// drop_last read the other way round, ranks counted from 1.
#include <algorithm>
#include <numeric>

#include "data/distributed_sampler.h"
#include "quiz/kinds/chunk_family.h"

namespace dp::quiz::detail {

namespace {

// range(n)[from::step] up to `end`, wrapping indices past n back to the start (the padding of R13.3).
std::vector<std::int64_t> strided(std::int64_t n, std::int64_t from, std::int64_t end, std::int64_t step) {
  std::vector<std::int64_t> r;
  for (std::int64_t i = from; i < end; i += step) r.push_back(n > 0 ? i % n : i);
  return r;
}

void check(const Config& c) {
  need_in(c.dataset, kQuizDataset, "dataset");
  need_in(c.world, kQuizWorld, "world");
  sampler_sizes(c.dataset, c.world, c.drop_last);  // R13.1/R13.2's own checks, then the rank's
  need(c.rank >= 0 && c.rank < c.world, "Invalid rank " + std::to_string(c.rank) +
                                            ", rank should be in the interval [0, " + std::to_string(c.world - 1) + "]");
}

Json answer(const Config& c) {
  std::vector<std::int64_t> order(static_cast<std::size_t>(c.dataset));
  std::iota(order.begin(), order.end(), std::int64_t{0});  // shuffle=False: range(n) (R13.3)
  return Json(sampler_indices(order, c.world, c.rank, c.drop_last));
}

Text rule(const Config& c) {
  if (c.drop_last) {
    return {"DistributedSampler truncates range({n}) to {total} indices (drop_last=True), then rank {r} takes "
            "every {W}th index from {r}: indices[{r}:{total}:{W}] (R13.2, R13.3).",
            "DistributedSampler 把 range({n}) 截断到 {total} 个索引（drop_last=True），然后 rank（进程序号）{r} 从 {r} "
            "开始每隔 {W} 个取一个：indices[{r}:{total}:{W}]（R13.2、R13.3）。"};
  }
  return {"DistributedSampler pads range({n}) to {total} indices by repeating its start, then rank {r} takes "
          "every {W}th index from {r}: indices[{r}:{total}:{W}] (R13.2, R13.3).",
          "DistributedSampler 从开头重复，把 range({n}) 补齐到 {total} 个索引，然后 rank（进程序号）{r} 从 {r} "
          "开始每隔 {W} 个取一个：indices[{r}:{total}:{W}]（R13.2、R13.3）。"};
}

void mistakes(const Config& c, const Json&, std::vector<Choice>& m) {
  const std::int64_t n = c.dataset, w = c.world, r = c.rank;
  const std::int64_t per = c.drop_last && n % w != 0 ? ceil_div(n - w, w) : ceil_div(n, w);  // R13.2
  // No padding: range(n)[r::W], some ranks one index short.
  m.push_back({Json(strided(n, r, c.drop_last ? per * w : n, w)),
               {"DistributedSampler pads: it repeats the start of the list up to {total} indices, so every rank gets "
                "{per} (R13.3).",
                "DistributedSampler 会补齐：它从列表开头重复，补到 {total} 个索引，让每个 rank（进程序号）都分到 {per} 个（R13.3）。"}});
  // Contiguous blocks of the padded list instead of striding.
  m.push_back({Json(strided(n, r * per, (r + 1) * per, 1)),
               {"Ranks take strided indices {r}, {r}+{W}, {r}+2·{W}, …, not a contiguous block (R13.3).",
                "每个 rank（进程序号）隔 {W} 个取一个索引：{r}、{r}+{W}、{r}+2·{W}……，不是取连续的一段（R13.3）。"}});
  // Contiguous blocks of range(n) cut with the chunk rule, no padding.
  const Sizes blocks = n > 0 ? every_gpu(n, w) : Sizes(static_cast<std::size_t>(w), 0);
  const std::int64_t start = std::accumulate(blocks.begin(), blocks.begin() + r, std::int64_t{0});
  m.push_back({Json(strided(n, start, start + blocks[static_cast<std::size_t>(r)], 1)),
               {"Neither a block nor an unequal shard: the list is made {total} long, then rank {r} takes every {W}th "
                "index from {r} (R13.2, R13.3).",
                "既不是连续的一段，也不是不等长的分片：列表先变成 {total} 个，rank（进程序号）{r} 再从 {r} 开始每隔 {W} "
                "个取一个（R13.2、R13.3）。"}});
  // drop_last read the other way round.
  const std::int64_t other = !c.drop_last && n % w != 0 ? ceil_div(n - w, w) : ceil_div(n, w);
  const Text flipped = c.drop_last ? Text{"drop_last=True truncates the list to {total} indices instead of padding it (R13.2).",
                                          "drop_last=True 把列表截断到 {total} 个索引，而不是补齐（R13.2）。"}
                                   : Text{"drop_last=False pads the list to {total} indices instead of truncating it (R13.2).",
                                          "drop_last=False 把列表补齐到 {total} 个索引，而不是截断（R13.2）。"};
  m.push_back({Json(strided(n, r, other * w, w)), flipped});
  // Ranks counted from 1.
  m.push_back({Json(strided(n, (r + 1) % w, per * w, w)),
               {"Ranks count from 0: rank {r} starts at index {r} (R13.3).",
                "rank（进程序号）从 0 开始数：rank {r} 从索引 {r} 开始（R13.3）。"}});
}

Json fallback(const Config& c, const Json& right, int d) {
  const std::int64_t step = d;
  std::vector<std::int64_t> s = right.get<std::vector<std::int64_t>>();
  s.push_back(s.empty() ? c.rank + (step - 1) * c.world : s.back() + step * c.world);  // one index too many
  return Json(s);
}

Text fallback_why(const Config&) {
  return {"Every rank gets exactly {per} indices (R13.2).", "每个 rank（进程序号）正好分到 {per} 个索引（R13.2）。"};
}

Vars vars(const Config& c) {
  Vars v = base_vars(c, c.batch, 0);
  if (c.world >= 1) {
    const SamplerSizes s = sampler_sizes(c.dataset, c.world, c.drop_last);  // R13.2
    v.push_back({"total", num(s.total_size)});
    v.push_back({"per", num(s.num_samples)});
  }
  return v;
}

Config draw(Rng& rng) {
  Config c;
  if (chance(rng, 1, 5)) {  // R13.4's example: 100 samples on 8 ranks, 13 each, 4 padded
    c.dataset = 100;
    c.world = 8;
  } else {
    c.world = pick(rng, 2, 8);
    for (int tries = 0; tries < 4; ++tries) {  // a remainder makes the padding show
      c.dataset = pick(rng, c.world, 40);
      if (c.dataset % c.world != 0) break;
    }
  }
  // The ranks that get a padded index are the interesting ones: the last ranks, often.
  c.rank = chance(rng, 1, 2) ? c.world - 1 - pick(rng, 0, std::min<std::int64_t>(2, c.world - 1))
                             : pick(rng, 0, c.world - 1);
  c.drop_last = chance(rng, 1, 4);
  return c;
}

}  // namespace

const KindUnit& ddp_shard_kind() {
  static const KindUnit unit{
      .kind = Kind::DdpShard,
      .name = "ddp_shard",
      .keys = {"dataset", "world", "rank", "drop_last"},
      .numeric = false,
      .question = {"DistributedSampler over a dataset of {n} samples, num_replicas={W}, shuffle=False, drop_last={drop}. "
                   "Which sample indices does rank {r} get?",
                   "DistributedSampler 作用于 {n} 个样本的数据集，num_replicas={W}，shuffle=False，drop_last={drop}。"
                   "rank（进程序号）{r} 分到哪些样本索引？"},
      .label = {"A rank's DistributedSampler shard", "一个 rank 的 DistributedSampler 分片"},
      .check = check,
      .answer = answer,
      .rule = rule,
      .mistakes = mistakes,
      .fallback = fallback,
      .fallback_why = fallback_why,
      .vars = vars,
      .draw = draw,
  };
  return unit;
}

}  // namespace dp::quiz::detail
