// ring_steps: the steps of a ring all-reduce over W ranks, reduce-scatter plus all-gather, asked of
// the cost model's ring (R14.2). Mistakes: W−1 (half the ring), 2W, W, W².
#include "quiz/quiz_detail.h"

namespace dp::quiz::detail {

namespace {

void check(const Config& c) { need_in(c.world, kQuizWorld, "world"); }

Json answer(const Config& c) { return Json(ring_steps(c.world)); }

Text rule(const Config& c) {
  if (c.world <= 1) {
    return {"A single rank has nothing to exchange: 0 steps (R14.2).",
            "只有一个 rank（进程序号）时无需交换：0 步（R14.2）。"};
  }
  return {"A ring all-reduce over {W} ranks takes {W}−1 steps of reduce-scatter, then {W}−1 of all-gather: "
          "2({W}−1) = {steps} (R14.2).",
          "{W} 个 rank 的环形全规约（all-reduce）先做 {W}−1 步规约分发（reduce-scatter），"
          "再做 {W}−1 步全收集（all-gather）：2({W}−1) = {steps} 步（R14.2）。"};
}

void mistakes(const Config& c, const Json&, std::vector<Choice>& m) {
  m.push_back({Json(c.world - 1),
               {"That is only the reduce-scatter; the all-gather takes {W}−1 more steps (R14.2).",
                "这只是规约分发（reduce-scatter）；全收集（all-gather）还要再做 {W}−1 步（R14.2）。"}});
  m.push_back({Json(2 * c.world),
               {"Each half takes {W}−1 steps, not {W}: a rank never sends its own share to itself (R14.2).",
                "每一半是 {W}−1 步而不是 {W} 步：rank（进程序号）不用把自己那一份发给自己（R14.2）。"}});
  m.push_back({Json(c.world),
               {"The ring has two halves, reduce-scatter and all-gather, of {W}−1 steps each (R14.2).",
                "环形全规约有两半：规约分发（reduce-scatter）和全收集（all-gather），各 {W}−1 步（R14.2）。"}});
  m.push_back({Json(c.world * c.world),
               {"Each step passes one share to the next rank only, not to every other rank: 2({W}−1) steps in all (R14.2).",
                "每一步只把一份传给下一个 rank（进程序号），不是传给所有其他 rank：一共 2({W}−1) 步（R14.2）。"}});
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
      .question = {"A ring all-reduce over {W} ranks: how many steps does it take, reduce-scatter plus all-gather?",
                   "{W} 个 rank 做环形全规约（all-reduce）：规约分发（reduce-scatter）加全收集（all-gather）一共几步？"},
      .label = {"Ring all-reduce steps", "环形全规约的步数"},
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
