// dpviz-ddp's command line (docs/design.md: mpirun -np W dpviz-ddp train ...): dpviz-cli train's options,
// parsed by the same parser, plus DDP's own. Every rank parses the same words, so every rank
// refuses alike; rank 0 alone prints the one line.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cli_args.h"
#include "network_model.h"

namespace ddp {

enum class Command { Help, Train, Bench };

struct Options {
  Command command = Command::Help;
  cli::Options train;            // dpviz-cli train's options (--case, --json, --trace, the model, ...)
  // --backend cpu|sim|cuda, where each rank computes: nullopt ("cpu") on the host (MPI); on a
  // simulated GPU (MPI through host copies, as GPU ranks that share a GPU); on a GPU (NCCL).
  std::optional<dp::Backend> backend;
  double bucket_cap_mb = 25.0;   // --bucket-cap-mb (DDP's bucket_cap_mb)
  bool events = false;           // --events: JSON lines for the app on rank 0's stdout
  int fail_rank = -1;            // --fail-rank R: rank R dies at its second step (a crash)
  int hang_rank = -1;            // --hang-rank R: rank R stops at its second step (stuck, alive)
  int perturb_rank = -1;         // --perturb-rank R: rank R's parameters differ by one float step
  int timeout_s = 300;           // --timeout S: the watchdog (init_process_group's timeout)
  bool overlap = true;           // --no-overlap: every all-reduce after backward (bench baseline)
  int warmup = 20, measure = 50; // bench: steps before measuring, steps measured
  std::optional<NetworkModel> network_model;  // --model-network: the cost model beside the measured all-reduce
};

struct ParseResult {
  std::optional<Options> options;
  std::string error;  // one line, "dpviz-ddp: ..."
};

ParseResult parse(const std::vector<std::string>& args);
std::string help_text();

}  // namespace ddp
