// The phases the stage shows a batch in, and their stable names ("load", "scatter", ...): the ones
// `--screenshot-at` and lesson files (`"at": "2:scatter"`) use. Header-only, QtCore only.
#pragma once

#include <QString>
#include <QStringList>

// A forward batch: Load, Scatter, Replicate, Forward, Gather, Done. A training step goes on from
// the gather with Loss, Backward, Reduce and Step (SEMANTICS R10) before Done.
enum class AnimPhase { Idle, Load, Scatter, Replicate, Forward, Gather, Loss, Backward, Reduce, Step, Done };

// Every phase a batch is shown in, in order, by name.
inline const QStringList& animPhaseNames() {
  static const QStringList names = {"load", "scatter", "replicate", "forward", "gather",
                                    "loss", "backward", "reduce", "step", "done"};
  return names;
}

// The phases only a training step has.
inline bool isTrainingPhase(AnimPhase phase) { return phase >= AnimPhase::Loss && phase <= AnimPhase::Step; }

inline QString animPhaseName(AnimPhase phase) {
  return phase == AnimPhase::Idle ? QString() : animPhaseNames().value(int(phase) - 1);
}

// False for a name that is not one of animPhaseNames().
inline bool animPhaseFromName(const QString& name, AnimPhase* phase) {
  const int i = animPhaseNames().indexOf(name);
  if (i < 0) return false;
  *phase = AnimPhase(i + 1);
  return true;
}
