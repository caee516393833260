// The phases a batch goes through on the stage, in order. Which phase follows which depends on the
// route: a wrapped model adds Replicate and Gather (and Reduce when training), a training step goes
// on to Loss, Backward and Step, and a batch that failed in a replica goes from Forward to Done.
#pragma once

#include "stage/anim_phase.h"

struct PhaseRoute {
  bool wrapped = true;    // DataParallel wraps the model (more than one GPU)
  bool training = false;  // the batch is a whole training step
  bool failed = false;    // a replica raised: DataParallel re-raises after Forward
};

// The phase after `phase` on this route (Done after Done).
AnimPhase nextPhase(AnimPhase phase, PhaseRoute route);
// The phase before `phase` on this route (Load before Load).
AnimPhase previousPhase(AnimPhase phase, PhaseRoute route);
