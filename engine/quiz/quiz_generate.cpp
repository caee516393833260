// make(): a question from a config (the kind's answer, 3 distinct classic mistakes, the options
// shuffled by the seed); generate(): each kind's teaching-sized configs (its draw, with dp::Rng only:
// no std distributions, so the same seed gives the same questions on every machine), the kinds dealt
// in shuffled rounds.
#include <algorithm>
#include <stdexcept>

#include "core/random.h"
#include "quiz/quiz_detail.h"

namespace dp::quiz {

using detail::Choice;
using detail::Json;

namespace detail {

std::int64_t pick(Rng& rng, std::int64_t lo, std::int64_t hi) {
  return lo + static_cast<std::int64_t>(rng.below(static_cast<std::uint64_t>(hi - lo + 1)));
}
bool chance(Rng& rng, std::uint64_t num, std::uint64_t den) { return rng.below(den) < num; }
std::int64_t some_gpus(Rng& rng, std::int64_t lo) { return chance(rng, 3, 4) ? pick(rng, lo, 8) : pick(rng, 9, 16); }

}  // namespace detail

namespace {

template <typename T>
void shuffle(std::vector<T>& v, Rng& rng) {  // Fisher–Yates with the engine's Rng
  for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[static_cast<std::size_t>(rng.below(i))]);
}

}  // namespace

Question make(Kind kind, const Config& config, std::uint64_t seed) {
  const detail::KindUnit& unit = detail::unit(kind);
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
  const Text fallback_why = unit.fallback_why ? unit.fallback_why(config)
                                              : Text{detail::fill(texts::quiz::not_the_rule.en, {{"rule", w.right.why.en}}),
                                                     detail::fill(texts::quiz::not_the_rule.zh_CN, {{"rule", w.right.why.zh_CN}})};
  for (int d = 1; chosen.size() < 4; ++d) take({unit.fallback(config, w.right.value, d), fallback_why});

  std::vector<int> order = {0, 1, 2, 3};
  Rng rng(seed);
  shuffle(order, rng);

  Question q;
  q.kind = kind;
  q.config = config;
  q.text = detail::question_text(kind, config);
  q.numeric = unit.numeric;
  q.answer_json = w.right.value.dump();
  q.why = detail::why_text(kind, config, w.right.why);
  for (std::size_t i = 0; i < order.size(); ++i) {
    const Choice& ch = chosen[static_cast<std::size_t>(order[i])];
    if (order[i] == 0) q.right = static_cast<int>(i);
    q.options.push_back({detail::option_text(kind, ch.value), ch.value.dump(), detail::why_text(kind, config, ch.why)});
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
      const Config c = detail::unit(k).draw(rng);
      out.push_back(make(k, c, rng.next_u64()));
    }
  }
  return out;
}

}  // namespace dp::quiz
