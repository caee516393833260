// The advice after the first vote: three bands of the share right.
#include "quiz/peer_guidance.h"

#include <QCoreApplication>
#include <cmath>

namespace guidance {

Thresholds checked(int low, int high) {
  if (low < kMinPercent || high > kMaxPercent || low > high) return {};
  return {low, high};
}

Advice advise(double share, const Thresholds& t) {
  const double percent = share * 100;
  if (percent < t.low) return Advice::Reteach;
  if (percent > t.high) return Advice::MoveOn;
  return Advice::Discuss;
}

std::optional<Reading> afterFirstVote(const PredictState& state, const Thresholds& t) {
  using Stage = PredictState::Stage;
  const Stage stage = state.stage();
  if (state.askedMode() != PredictState::Mode::Class || (stage != Stage::Round2 && stage != Stage::Chart && stage != Stage::Revealed)) {
    return std::nullopt;
  }
  Reading r;
  r.voters = state.totalVotes(1);
  if (r.voters == 0) return std::nullopt;
  r.right = state.votes(1, state.question().right);
  r.share = double(r.right) / r.voters;
  r.advice = advise(r.share, t);
  return r;
}

QString shareText(const Reading& r) {
  return QCoreApplication::translate("PeerGuidance", "First vote: %1 % right (%2 of %3).")
      .arg(int(std::lround(r.share * 100)))
      .arg(r.right)
      .arg(r.voters);
}

QString adviceText(Advice advice, const Thresholds& t) {
  switch (advice) {
    case Advice::Reteach:
      return QCoreApplication::translate("PeerGuidance", "Under %1 %: re-teach the idea, then ask again.").arg(t.low);
    case Advice::MoveOn:
      return QCoreApplication::translate("PeerGuidance", "Over %1 %: explain it briefly and move on.").arg(t.high);
    case Advice::Discuss: break;
  }
  return QCoreApplication::translate("PeerGuidance", "Between %1 % and %2 %: let them discuss with their neighbours, then vote again.")
      .arg(t.low)
      .arg(t.high);
}

}  // namespace guidance
