// The phases' order on a route (phase_order.h).
#include "stage/phase_order.h"

AnimPhase nextPhase(AnimPhase phase, PhaseRoute route) {
  switch (phase) {
    case AnimPhase::Load: return AnimPhase::Scatter;
    case AnimPhase::Scatter: return route.wrapped ? AnimPhase::Replicate : AnimPhase::Forward;
    case AnimPhase::Replicate: return AnimPhase::Forward;
    case AnimPhase::Forward:
      if (route.failed) return AnimPhase::Done;
      return route.wrapped ? AnimPhase::Gather : route.training ? AnimPhase::Loss : AnimPhase::Done;
    case AnimPhase::Gather: return route.training ? AnimPhase::Loss : AnimPhase::Done;
    case AnimPhase::Loss: return AnimPhase::Backward;
    case AnimPhase::Backward: return route.wrapped ? AnimPhase::Reduce : AnimPhase::Step;
    case AnimPhase::Reduce: return AnimPhase::Step;
    default: return AnimPhase::Done;
  }
}

AnimPhase previousPhase(AnimPhase phase, PhaseRoute route) {
  switch (phase) {
    case AnimPhase::Scatter: return AnimPhase::Load;
    case AnimPhase::Replicate: return AnimPhase::Scatter;
    case AnimPhase::Forward: return route.wrapped ? AnimPhase::Replicate : AnimPhase::Scatter;
    case AnimPhase::Gather: return AnimPhase::Forward;
    case AnimPhase::Loss: return route.wrapped ? AnimPhase::Gather : AnimPhase::Forward;
    case AnimPhase::Backward: return AnimPhase::Loss;
    case AnimPhase::Reduce: return AnimPhase::Backward;
    case AnimPhase::Step: return route.wrapped ? AnimPhase::Reduce : AnimPhase::Backward;
    case AnimPhase::Done:
      if (route.training && !route.failed) return AnimPhase::Step;
      return route.wrapped && !route.failed ? AnimPhase::Gather : AnimPhase::Forward;
    default: return AnimPhase::Load;
  }
}
