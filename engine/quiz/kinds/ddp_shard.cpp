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
    return texts::ddp_shard::rule_truncated;
  }
  return texts::ddp_shard::rule_padded;
}

void mistakes(const Config& c, const Json&, std::vector<Choice>& m) {
  const std::int64_t n = c.dataset, w = c.world, r = c.rank;
  const std::int64_t per = c.drop_last && n % w != 0 ? ceil_div(n - w, w) : ceil_div(n, w);  // R13.2
  // No padding: range(n)[r::W], some ranks one index short.
  m.push_back({Json(strided(n, r, c.drop_last ? per * w : n, w)), texts::ddp_shard::no_padding});
  // Contiguous blocks of the padded list instead of striding.
  m.push_back({Json(strided(n, r * per, (r + 1) * per, 1)), texts::ddp_shard::strided});
  // Contiguous blocks of range(n) cut with the chunk rule, no padding.
  const Sizes blocks = n > 0 ? every_gpu(n, w) : Sizes(static_cast<std::size_t>(w), 0);
  const std::int64_t start = std::accumulate(blocks.begin(), blocks.begin() + r, std::int64_t{0});
  m.push_back({Json(strided(n, start, start + blocks[static_cast<std::size_t>(r)], 1)), texts::ddp_shard::not_a_block});
  // drop_last read the other way round.
  const std::int64_t other = !c.drop_last && n % w != 0 ? ceil_div(n - w, w) : ceil_div(n, w);
  const Text flipped = c.drop_last ? texts::ddp_shard::drop_truncates
                                   : texts::ddp_shard::no_drop_pads;
  m.push_back({Json(strided(n, r, other * w, w)), flipped});
  // Ranks counted from 1.
  m.push_back({Json(strided(n, (r + 1) % w, per * w, w)), texts::ddp_shard::from_zero});
}

Json fallback(const Config& c, const Json& right, int d) {
  const std::int64_t step = d;
  std::vector<std::int64_t> s = right.get<std::vector<std::int64_t>>();
  s.push_back(s.empty() ? c.rank + (step - 1) * c.world : s.back() + step * c.world);  // one index too many
  return Json(s);
}

Text fallback_why(const Config&) {
  return texts::ddp_shard::exact_count;
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
      .question = texts::ddp_shard::question,
      .label = texts::ddp_shard::label,
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
