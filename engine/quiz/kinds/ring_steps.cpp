// ring_steps: the steps of a ring all-reduce over W ranks, reduce-scatter plus all-gather, asked of
// the cost model's ring (R14.2). Mistakes: W−1 (half the ring), 2W, W, W².
#include "quiz/quiz_detail.h"

namespace dp::quiz::detail {

namespace {

void check(const Config& c) { need_in(c.world, kQuizWorld, "world"); }

Json answer(const Config& c) { return Json(ring_steps(c.world)); }

Text rule(const Config& c) {
  if (c.world <= 1) {
    return texts::ring_steps::rule_single;
  }
  return texts::ring_steps::rule;
}

void mistakes(const Config& c, const Json&, std::vector<Choice>& m) {
  m.push_back({Json(c.world - 1), texts::ring_steps::only_half});
  m.push_back({Json(2 * c.world), texts::ring_steps::w_minus_1});
  m.push_back({Json(c.world), texts::ring_steps::two_halves});
  m.push_back({Json(c.world * c.world), texts::ring_steps::next_only});
}

// right + 1, right + 2, ... (never negative, always new).
Json fallback(const Config&, const Json& right, int d) { return Json(right.get<std::int64_t>() + d); }

Vars vars(const Config& c) {
  Vars v = base_vars(c, c.batch, 0);
  v.push_back({"steps", num(ring_steps(c.world))});
  return v;
}

Config draw(Rng& rng) {
  Config c;
  c.world = pick(rng, 2, 8);
  return c;
}

}  // namespace

const KindUnit& ring_steps_kind() {
  static const KindUnit unit{
      .kind = Kind::RingSteps,
      .name = "ring_steps",
      .keys = {"world"},
      .numeric = true,
      .question = texts::ring_steps::question,
      .label = texts::ring_steps::label,
      .check = check,
      .answer = answer,
      .rule = rule,
      .mistakes = mistakes,
      .fallback = fallback,
      .vars = vars,
      .draw = draw,
  };
  return unit;
}

}  // namespace dp::quiz::detail
