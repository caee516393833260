// What the first vote says the lecturer should do next, as peer instruction does it (Crouch &
// Mazur 2001; Lasry, Mazur & Watkins 2008): with the share right in the first vote between the
// two thresholds (35 % and 70 % by default), students discuss with their neighbours and vote again;
// below, the lecturer re-teaches the idea first; above, a brief explanation and on. Shown only on
// the lecturer's own view (shell/lecturer_view.h), never on the projected stage. No widgets.
#pragma once

#include <QString>
#include <optional>

#include "quiz/predict_state.h"

namespace guidance {

struct Thresholds {
  int low = 35;   // % right: under it, re-teach
  int high = 70;  // % right: over it, explain briefly and move on
  bool operator==(const Thresholds&) const = default;
};
inline constexpr int kMinPercent = 0;
inline constexpr int kMaxPercent = 100;
// Thresholds read from anywhere (settings, a dialog): low ≤ high, both within 0–100; else the default.
Thresholds checked(int low, int high);

enum class Advice { Reteach, Discuss, MoveOn };
// Inclusive at both ends: 35 % and 70 % are "discuss".
Advice advise(double share, const Thresholds& t);

struct Reading {
  int right = 0;   // first-vote ballots for the right option
  int voters = 0;  // first-vote ballots
  double share = 0;
  Advice advice = Advice::Discuss;
};
// The open question's first vote once it closed (class mode, round 2 on, at least one ballot).
std::optional<Reading> afterFirstVote(const PredictState& state, const Thresholds& t);

// "First vote: 42 % right (19 of 45)." and the advice's sentence, in the app's language.
QString shareText(const Reading& r);
QString adviceText(Advice advice, const Thresholds& t);

}  // namespace guidance
