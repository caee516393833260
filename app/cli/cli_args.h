// dpviz-cli's command line (the contract in docs/cli.md and docs/design.md), parsed without Qt into a plain struct.
// A parse error is one line of text for stderr and exit status 2.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "device/gemm_library.h"
#include "quiz/quiz.h"
#include "run/run_config.h"

namespace cli {

enum class Command { Help, Version, Tutorial, Split, Train, Buckets, Quiz };
enum class QuizFormat { Text, Json, Gift };
enum class Order { Completion, Index };

struct Options {
  Command command = Command::Help;
  // tutorial, train
  dp::RunConfig run;
  Order order = Order::Completion;
  bool json = false;
  std::string trace_path;  // empty: no trace
  std::optional<dp::GemmLibrary> gemm;  // --gemm openblas|onednn|portable (tutorial, train); nothing: the default
  // train
  std::string case_path;   // --case: replay one training case (run/train_case.h; empty: none)
  // split
  std::int64_t batch = 0;
  std::int64_t chunks = 0;                          // --gpus
  std::optional<std::vector<std::int64_t>> shape;   // --shape d0,d1,...
  std::int64_t dim = 0;
  // buckets (SEMANTICS R14.4): one byte size and dtype per parameter, the limits
  std::vector<std::uint64_t> bucket_bytes;
  std::vector<std::string> bucket_dtypes;  // empty: all float32
  std::uint64_t first_bucket_bytes = 1048576;
  std::uint64_t cap_bytes = 26214400;       // int(cap_mb * 1024 * 1024)
  bool initial = false;
  // quiz: the seeded questions as text, JSON lines or GIFT
  std::uint64_t quiz_seed = 1;
  int quiz_count = 10;
  std::vector<dp::quiz::Kind> quiz_kinds;  // empty: all
  std::string quiz_lang = "en";            // en | zh_CN
  QuizFormat quiz_format = QuizFormat::Text;
  bool quiz_answers = false;               // text: the answers inline, nothing read from stdin
};

struct ParseResult {
  std::optional<Options> options;  // set on success
  std::string error;               // one line, no trailing newline, on failure
};

// `args` excludes the program name.
ParseResult parse(const std::vector<std::string>& args);
// "--name=value" as {"--name", "value"}; anything else as {arg, nothing} (dpviz-ddp reads its own
// options the same way).
std::pair<std::string, std::optional<std::string>> split_option(const std::string& arg);

std::string help_text();
inline constexpr int kExitUsage = 2;

}  // namespace cli
