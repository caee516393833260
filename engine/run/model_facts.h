// model_facts: the cost model's ModelFacts (trace/cost_model.h) for a RunConfig. The run layer
// says which model a configuration builds; the cost model below it is given the shape, not the config.
#pragma once

#include "run/run_config.h"
#include "trace/cost_model.h"

namespace dp::cost {

// Forward mode: the tutorial's Linear(in, out); training and DDP: train_layer_widths(config).
ModelFacts model_facts(const RunConfig& config);

}  // namespace dp::cost
