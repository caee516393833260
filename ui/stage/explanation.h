// The explanation strip: what is happening now, in the current language, with this batch's
// numbers, in one or two short sentences (projector mode shows it large), and the phase's short
// name for a caption's title.
#pragma once

#include <QString>

#include "stage/player.h"

QString explainPhase(const Player& player, int gpus);
// What `phase` of `step` says, whatever is on screen (the player reads its pace from it).
QString explainStep(const StepResult& step, AnimPhase phase, qint64 batch_count, bool wrapped, int gpus);
// The scatter's rule with this batch's numbers: "⌈30/8⌉ = 4 rows per chunk → 8 chunks" or, for the
// tutorial's unwrapped model, "one GPU: no split" (the caption and the flow's label).
QString scatterRule(qint64 rows, int gpus);
// "Scatter", "Replicate", … (translated).
QString phaseName(AnimPhase phase);
