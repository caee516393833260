// libFuzzer target: dpviz-cli's argument parser, then the split, buckets and quiz commands on what
// parsed (the quiz only where it reads no stdin), and dpviz-ddp's parser on the same words. The
// input is the argument list, split at NUL bytes. Any crash, sanitizer report or uncaught
// exception other than dp::Error is a bug.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "cli_args.h"
#include "ddp_args.h"
#include "cli_run.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::vector<std::string> args(1);
  for (std::size_t i = 0; i < size; ++i) {
    if (data[i] == 0) {
      args.emplace_back();
    } else {
      args.back().push_back(static_cast<char>(data[i]));
    }
  }
  const ddp::ParseResult ddp_parsed = ddp::parse(args);
  if (!ddp_parsed.options && ddp_parsed.error.rfind("dpviz-ddp: ", 0) != 0) __builtin_trap();  // one named line
  const cli::ParseResult parsed = cli::parse(args);
  if (!parsed.options) return 0;
  const cli::Command c = parsed.options->command;
  if (c == cli::Command::Split || c == cli::Command::Help || c == cli::Command::Buckets) {
    std::ostringstream out, err;
    const int status = cli::run(*parsed.options, out, err);  // runs the chunk rule on any sizes
    if (status != 0 && status != cli::kExitUsage) __builtin_trap();
  }
  if (c == cli::Command::Quiz && (parsed.options->quiz_answers || parsed.options->quiz_format != cli::QuizFormat::Text)) {
    cli::Options o = *parsed.options;
    o.quiz_count = std::min(o.quiz_count, 20);  // any seed, kinds and language; a short run keeps the fuzzer fast
    std::ostringstream out, err;
    if (cli::run(o, out, err) != 0) __builtin_trap();  // what parsed, the quiz answers
  }
  return 0;
}
