// dpviz-cli train: a DataParallel training run printed step by step (lines or JSON), or a training
// case (run/train_case.h, e.g. one of tests/data/train.json) replayed and printed as its losses and
// final parameters.
#pragma once

#include <ostream>

#include "cli_args.h"

namespace cli {

// Returns the exit status; engine errors are thrown (cli::run turns them into one line and 2).
int run_train(const Options& options, std::ostream& out, std::ostream& err);

}  // namespace cli
