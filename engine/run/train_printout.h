// What a training run prints for people (dpviz-cli train, the browser edition's log): the header
// line and each step's lines, from the run's config and its records. One place, so both print the
// same bytes.
#pragma once

#include <string>

#include "run/step_record.h"
#include "run/training.h"

namespace dp {

// "Linear(5, 2)", "Sequential(Linear(5, 16), ReLU, Linear(16, 2))".
std::string train_model_text(const RunConfig& config);
// "Training Linear(5, 2) with MSELoss and SGD(lr=0.1, momentum=0.0) on 3 GPUs (DataParallel): 4
// steps, 4 per epoch"
std::string train_header(const Training& run);
// "step 1 of 4 (epoch 1, batch 1): loss 0.6147848", a line per replica (its shapes and its output
// gradient's), and where the gradients were summed; each line ends with "\n".
std::string train_step_text(const TrainRecord& record, const Training& run);

}  // namespace dp
