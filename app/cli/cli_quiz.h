// dpviz-cli quiz: the engine's seeded questions (engine/quiz) as text for a terminal (the answer
// after Enter), JSON lines, or Moodle's GIFT.
#pragma once

#include <istream>
#include <ostream>

#include "cli_args.h"

namespace cli {

// `in` gives the student's lines in the text mode (not with --answers); `terminal`: it is a
// terminal, so each question prompts. End of input ends the quiz. Returns the exit status.
int run_quiz(const Options& options, std::istream& in, bool terminal, std::ostream& out);

}  // namespace cli
