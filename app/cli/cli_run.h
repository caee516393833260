// Runs a parsed dpviz-cli command against the engine, writing to the given streams.
#pragma once

#include <ostream>

#include "cli_args.h"

namespace cli {

// Returns the exit status: 0, or 2 after one line on `err` for bad input or an engine error.
int run(const Options& options, std::ostream& out, std::ostream& err);

}  // namespace cli
