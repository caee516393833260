// make(): a question from a config (the answer, 3 distinct classic mistakes, the options shuffled by
// the seed); generate(): teaching-sized configs drawn with dp::Rng only (no std distributions, so the
// same seed gives the same questions on every machine), the kinds dealt in shuffled rounds.
#include <algorithm>
#include <stdexcept>

#include "core/random.h"
#include "quiz/quiz_detail.h"

namespace dp::quiz {

using detail::Choice;
using detail::Json;

namespace {

bool numeric_kind(Kind kind) {
  return kind == Kind::IdleGpus || kind == Kind::GradBytesToGpu0 || kind == Kind::RingSteps;
}

// --- drawing teaching-sized configs -------------------------------------------------------------

std::int64_t pick(Rng& rng, std::int64_t lo, std::int64_t hi) {
  return lo + static_cast<std::int64_t>(rng.below(static_cast<std::uint64_t>(hi - lo + 1)));
}
bool chance(Rng& rng, std::uint64_t num, std::uint64_t den) { return rng.below(den) < num; }
// Mostly the 2–8 GPUs of one machine, sometimes up to 16.
std::int64_t some_gpus(Rng& rng, std::int64_t lo = 2) { return chance(rng, 3, 4) ? pick(rng, lo, 8) : pick(rng, 9, 16); }

Config draw_chunk_sizes(Rng& rng) {
  Config c;
  if (chance(rng, 1, 4)) {  // the tutorial's batches on 8 GPUs: 30 and the final 10 (R11)
    c.gpus = 8;
    c.batch = chance(rng, 1, 2) ? 30 : 10;
    return c;
  }
  c.gpus = some_gpus(rng);
  for (int tries = 0; tries < 4; ++tries) {  // a remainder makes the rule show
    c.batch = pick(rng, 1, std::min<std::int64_t>(128, 6 * c.gpus));
    if (c.batch % c.gpus != 0) break;
  }
  return c;
}

Config draw_idle_gpus(Rng& rng) {
  Config c;
  if (chance(rng, 1, 5)) {  // the tutorial's final batch of 10 on 8 GPUs: 3 idle
    c.gpus = 8;
    c.batch = 10;
    return c;
  }
  const bool want_idle = chance(rng, 4, 5);  // mostly some GPUs idle, sometimes none
  for (int tries = 0; tries < 32; ++tries) {
    c.gpus = some_gpus(rng, 3);
    c.batch = pick(rng, 1, 2 * c.gpus + 4);
    if ((detail::chunk_facts(c.batch, c.gpus).idle > 0) == want_idle) break;
  }
  return c;
}

Config draw_last_batch(Rng& rng) {
  Config c;
  if (chance(rng, 1, 5)) {  // the tutorial's DataLoader (R12.2: [30, 30, 30, 10])
    c.dataset = 100;
    c.batch_size = 30;
    c.drop_last = chance(rng, 1, 3);
    return c;
  }
  static constexpr std::int64_t kSizes[] = {4, 8, 10, 16, 25, 30, 32, 50, 64, 100, 128};
  c.batch_size = chance(rng, 1, 2) ? kSizes[rng.below(std::size(kSizes))] : pick(rng, 2, 40);
  // Mostly at least one full batch; sometimes fewer samples than batch_size (one batch, or none with drop_last).
  const bool small = chance(rng, 1, 8);
  for (int tries = 0; tries < 4; ++tries) {
    c.dataset = small ? pick(rng, 1, c.batch_size - 1) : pick(rng, c.batch_size, 200);
    if (c.dataset % c.batch_size != 0) break;
  }
  c.drop_last = chance(rng, 1, 3);
  return c;
}

Config draw_gathered_shape(Rng& rng) {
  Config c;
  if (chance(rng, 1, 4)) {  // the tutorial: Linear(5, 2), 8 GPUs, batches of 30 and 10
    c.batch = chance(rng, 1, 2) ? 30 : 10;
    c.in = 5;
    c.out = 2;
    c.gpus = 8;
    return c;
  }
  c.gpus = some_gpus(rng);
  c.batch = pick(rng, 1, 128);
  c.in = pick(rng, 1, 16);
  c.out = pick(rng, 1, 16);
  if (c.out == c.in && chance(rng, 3, 4)) c.out = c.in % 16 + 1;  // in ≠ out shows which one survives
  return c;
}

Config draw_chunk_shapes(Rng& rng) {
  Config c;
  const auto ndim = static_cast<int>(pick(rng, 1, 3));
  const auto cut = static_cast<int>(rng.below(static_cast<std::uint64_t>(ndim)));
  c.gpus = pick(rng, 2, 8);
  // The cut dim mostly has at least one row per chunk; sometimes fewer (fewer pieces than chunks, R1.3).
  const std::int64_t cut_size = chance(rng, 1, 6) ? pick(rng, 1, c.gpus) : pick(rng, c.gpus, 20);
  for (int i = 0; i < ndim; ++i) c.shape.push_back(i == cut ? cut_size : pick(rng, 1, 12));
  if (c.shape[static_cast<std::size_t>(cut)] % c.gpus == 0 && chance(rng, 5, 6)) c.shape[static_cast<std::size_t>(cut)] += 1;
  c.dim = chance(rng, 1, 3) ? cut - ndim : cut;  // negative dims wrap (R1.1)
  return c;
}

Config draw_grad_bytes(Rng& rng) {
  Config c;
  if (chance(rng, 1, 4)) {  // the tutorial's Linear(5, 2) on 8 GPUs, a full batch or the final 10
    c.batch = chance(rng, 1, 2) ? 30 : 10;
    c.gpus = 8;
    c.in = 5;
    c.out = 2;
    return c;
  }
  c.gpus = pick(rng, 2, 8);
  c.batch = chance(rng, 1, 3) ? pick(rng, 1, 2 * c.gpus) : pick(rng, 1, 64);  // often some GPUs idle
  c.in = pick(rng, 1, 16);
  c.out = pick(rng, 1, 8);
  return c;
}

Config draw_ring_steps(Rng& rng) {
  Config c;
  c.world = pick(rng, 2, 8);
  return c;
}

Config draw_ddp_shard(Rng& rng) {
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

Config draw(Kind kind, Rng& rng) {
  switch (kind) {
    case Kind::ChunkSizes: return draw_chunk_sizes(rng);
    case Kind::IdleGpus: return draw_idle_gpus(rng);
    case Kind::LastBatch: return draw_last_batch(rng);
    case Kind::GatheredShape: return draw_gathered_shape(rng);
    case Kind::ChunkShapes: return draw_chunk_shapes(rng);
    case Kind::GradBytesToGpu0: return draw_grad_bytes(rng);
    case Kind::RingSteps: return draw_ring_steps(rng);
    case Kind::DdpShard: return draw_ddp_shard(rng);
  }
  return {};
}

template <typename T>
void shuffle(std::vector<T>& v, Rng& rng) {  // Fisher–Yates with the engine's Rng
  for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[static_cast<std::size_t>(rng.below(i))]);
}

}  // namespace

Question make(Kind kind, const Config& config, std::uint64_t seed) {
  const detail::Worked w = detail::work(kind, config);  // checks the config first
  std::vector<Choice> chosen{w.right};
  std::vector<std::string> shown{detail::option_text(kind, w.right.value).en};
  auto take = [&](const Choice& ch) {
    const std::string text = detail::option_text(kind, ch.value).en;
    if (chosen.size() >= 4 || std::find(shown.begin(), shown.end(), text) != shown.end()) return;
    for (const Choice& have : chosen) {
      if (have.value == ch.value) return;
    }
    chosen.push_back(ch);
    shown.push_back(text);
  };
  for (const Choice& m : w.mistakes) take(m);
  for (int d = 1; chosen.size() < 4; ++d) take({detail::fallback(kind, config, w.right.value, d), detail::Why::Fallback});

  std::vector<int> order = {0, 1, 2, 3};
  Rng rng(seed);
  shuffle(order, rng);

  Question q;
  q.kind = kind;
  q.config = config;
  q.text = detail::question_text(kind, config);
  q.numeric = numeric_kind(kind);
  q.answer_json = w.right.value.dump();
  q.why = detail::why_text(w.right.why, kind, config);
  for (std::size_t i = 0; i < order.size(); ++i) {
    const Choice& ch = chosen[static_cast<std::size_t>(order[i])];
    if (order[i] == 0) q.right = static_cast<int>(i);
    q.options.push_back({detail::option_text(kind, ch.value), ch.value.dump(), detail::why_text(ch.why, kind, config)});
  }
  return q;
}

std::vector<Question> generate(std::uint64_t seed, int count, const std::vector<Kind>& kinds) {
  if (count < 1 || count > 1000) {
    throw std::invalid_argument("count must be in 1..1000, got " + std::to_string(count));
  }
  std::vector<Kind> deck;
  for (Kind k : kinds.empty() ? all_kinds() : kinds) {
    if (std::find(deck.begin(), deck.end(), k) == deck.end()) deck.push_back(k);
  }
  Rng rng(seed);
  std::vector<Question> out;
  out.reserve(static_cast<std::size_t>(count));
  while (out.size() < static_cast<std::size_t>(count)) {
    // One shuffled round of every kind: a kind comes back within 2·kinds − 1 questions, so any 60
    // consecutive questions hold them all.
    std::vector<Kind> round = deck;
    shuffle(round, rng);
    for (Kind k : round) {
      if (out.size() == static_cast<std::size_t>(count)) break;
      const Config c = draw(k, rng);
      out.push_back(make(k, c, rng.next_u64()));
    }
  }
  return out;
}

}  // namespace dp::quiz
