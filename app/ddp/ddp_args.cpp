// dpviz-ddp's parser: DDP's flags taken out, the rest handed to dpviz-cli's train parser.
#include "ddp_args.h"

#include <charconv>
#include <cmath>
#include <tuple>

namespace ddp {
namespace {

struct Fail {
  std::string message;
};
[[noreturn]] void fail(const std::string& m) { throw Fail{"dpviz-ddp: " + m}; }

int to_int(const std::string& name, const std::string& v, int lo, int hi) {
  int x = 0;
  const auto [p, ec] = std::from_chars(v.data(), v.data() + v.size(), x);
  if (v.empty() || ec != std::errc() || p != v.data() + v.size() || x < lo || x > hi) {
    fail(name + ": expected an integer from " + std::to_string(lo) + " to " + std::to_string(hi) + ", got '" + v.substr(0, 40) + "'");
  }
  return x;
}

// dpviz-cli's messages name dpviz-cli; these are dpviz-ddp's.
std::string renamed(std::string m) {
  for (std::size_t at; (at = m.find("dpviz-cli")) != std::string::npos;) m.replace(at, 9, "dpviz-ddp");
  return m;
}

}  // namespace

ParseResult parse(const std::vector<std::string>& args) {
  ParseResult result;
  try {
    Options o;
    for (const auto& a : args) {
      if (a == "--help" || a == "-h") return {o, ""};
    }
    if (args.empty()) fail("missing command: 'train' (see dpviz-ddp --help)");
    if (args[0] == "train") o.command = Command::Train;
    else if (args[0] == "bench") o.command = Command::Bench;
    else fail("unknown command '" + args[0].substr(0, 40) + "': expected 'train' (see dpviz-ddp --help)");
    std::vector<std::string> rest{"train"};
    for (std::size_t i = 1; i < args.size(); ++i) {
      // Not a structured binding: clang 14 (the fuzz build) cannot capture one in a lambda.
      std::string name;
      std::optional<std::string> value;
      std::tie(name, value) = cli::split_option(args[i]);
      auto need = [&]() -> std::string {
        if (value) return *value;
        if (i + 1 >= args.size()) fail(name + " needs a value");
        return args[++i];
      };
      if (name == "--events" || name == "--no-overlap") {
        if (value) fail(name + " takes no value");
        (name == "--events" ? o.events : o.overlap) = name == "--events";
      } else if (name == "--bucket-cap-mb") {
        const std::string v = need();
        double mb = 0;
        const auto [p, ec] = std::from_chars(v.data(), v.data() + v.size(), mb);
        if (v.empty() || ec != std::errc() || p != v.data() + v.size() || !(mb > 0) || mb > 1e6) {
          fail("--bucket-cap-mb: expected a number above 0, got '" + v.substr(0, 40) + "'");
        }
        o.bucket_cap_mb = mb;
      } else if (name == "--fail-rank" || name == "--hang-rank" || name == "--perturb-rank") {
        int& r = name == "--fail-rank" ? o.fail_rank : name == "--hang-rank" ? o.hang_rank : o.perturb_rank;
        r = to_int(name, need(), 0, 1 << 20);
      } else if (name == "--timeout") {
        o.timeout_s = to_int("--timeout", need(), 1, 86400);
      } else if (name == "--warmup" || name == "--measure") {
        (name == "--warmup" ? o.warmup : o.measure) = to_int(name, need(), name == "--warmup" ? 0 : 1, 100000);
      } else if (name == "--backend") {
        const std::string v = need();
        const std::optional<dp::Backend> device = dp::parse_backend(v);
        if (v != "cpu" && !device) fail("--backend: expected 'cpu', 'sim' or 'cuda', got '" + v.substr(0, 40) + "'");
        o.backend = device;
      } else if (name == "--model-network") {
        std::string error;
        o.network_model = parse_network_model(need(), error);
        if (!error.empty()) throw Fail{error};
      } else if (name == "--gpus") {
        fail("--gpus is DataParallel's: under mpirun every rank is one process (use -np)");
      } else {
        rest.push_back(args[i]);
      }
    }
    const cli::ParseResult train = cli::parse(rest);
    if (!train.options) fail(renamed(train.error).substr(std::string("dpviz-ddp: ").size()));
    o.train = *train.options;
    if (o.network_model && (o.events || o.train.json || !o.train.case_path.empty())) {
      fail("--model-network prints beside the step lines: not with --events, --json or --case");
    }
    o.train.run.gpus = 0;
    result.options = o;
  } catch (const Fail& f) {
    result.error = f.message;
  }
  return result;
}

std::string help_text() {
  return R"(dpviz-ddp: one rank of PyTorch's DistributedDataParallel, run under mpirun (OpenMPI).

Usage:
  mpirun -np W dpviz-ddp train [dpviz-cli train's options] [--case CASE.json] [--backend cpu|sim|cuda]
                         [--bucket-cap-mb 25] [--json] [--trace F] [--events] [--fail-rank R]
  (as root: mpirun --allow-run-as-root; past the cores: --oversubscribe; two machines:
   mpirun -np W --hostfile HOSTS dpviz-ddp train ...)

  Each rank reads its own DistributedSampler shard (--batch-size is the per-rank batch; --drop-last
  is the sampler's), broadcasts nothing but rank 0's initial parameters, all-reduces the gradients
  bucket by bucket during backward (the average over ranks) and steps its own copy. Rank 0 prints:
  a line per step (default), a JSON object per step (--json), the case's JSON (--case, with -np
  equal to the case's world), or the event stream for the app (--events). Every run checks that
  the ranks end with bit-identical parameters.

  --case CASE.json    a `ddp` training case made by PyTorch (gloo, W processes): one object of the
                      "cases" of /usr/share/doc/dpviz/examples/train.json (tests/data/train.json in
                      the source); the format is in /usr/share/doc/dpviz/semantics.md

  --trace F.json      every rank's phases in one Chrome trace, a lane per rank (ui.perfetto.dev)
  --gemm openblas|onednn|portable  the matrix products' library, the same on every rank (default: onednn
                      where this build has it)
  --bucket-cap-mb MB  the bucket cap (default 25; the first bucket is capped at 1 MiB)
  --fail-rank R       rank R dies at its second step (to see the others stop, not hang)
  --hang-rank R       rank R stops (alive) at its second step: the others' watchdog ends the run
  --perturb-rank R    rank R's parameters end one float step off: the final check refuses the run
  --timeout S         a rank that sees no step finish for S seconds stops every rank (default 300)
  --model-network MBIT[,ALPHA_MS]
                      after the run, rank 0's all-reduce time per step (median of steps 1..) beside
                      the cost model's for the same buckets: a ring over the hosts (each with the
                      same number of ranks) on a network of MBIT Mbit/s with ALPHA_MS ms per ring step
  --backend cuda      GPU ranks: NCCL, one rank per GPU (ranks sharing a GPU use MPI from host memory)
  --backend sim       each rank on a simulated GPU, all-reduced through MPI from host copies (the path
                      of GPU ranks that share a GPU, on any machine)

Bad input prints one line on stderr and exits with status 2.
)";
}

}  // namespace ddp
