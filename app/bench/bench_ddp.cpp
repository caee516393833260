// dpviz-bench --ddp: runs `mpirun -np W dpviz-ddp bench ...` (dpviz-ddp beside this program) and
// turns rank 0's "key value" lines into the keys:
//   ddp_step_us_tiny_w2      Linear(5, 2), global batch 32 over 2 ranks, median step (µs)
//   ddp_step_us_mlp_w2       Sequential(Linear(256,1024), ReLU, Linear(1024,1024), ReLU,
//   ddp_step_us_mlp_w1       Linear(1024,256)), global batch 256 over 2 ranks / 1 rank
//   ddp_overlap_ratio        that MLP with --bucket-cap-mb 1: step with overlap ÷ step with every
//                            all-reduce after backward (interleaved in one run; ≤ 1.02 wanted)
//   ddp_allreduce_busbw_ratio the reducer's bucketed all-reduce of a 5 MiB gradient set ÷ raw
//                            MPI_Allreduce of the same bytes, as busbw (same job; ≥ 0.9 wanted)
// Steps: rank 0's median of zero_grad + forward + loss + backward (with its all-reduce) + SGD after
// 20 warm-up steps, one BLAS thread per rank (as the peer's torch.distributed gloo runs).
#include "bench_ddp.h"

#include <unistd.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <map>
#include <string>

#include "device/gemm_library.h"

namespace bench {
namespace {

std::string here() {
  std::array<char, 4096> buf{};
  const ssize_t n = ::readlink("/proc/self/exe", buf.data(), buf.size() - 1);
  std::string path(buf.data(), n > 0 ? static_cast<std::size_t>(n) : 0);
  return path.substr(0, path.rfind('/') + 1);
}

// Rank 0's "key value" lines of one mpirun, or an empty map when it failed.
std::map<std::string, double> run(int ranks, const std::string& args) {
  // The ranks use this program's GEMM library (dpviz-bench --gemm).
  const std::string cmd = "mpirun -q --oversubscribe -np " + std::to_string(ranks) + " '" + here() + "dpviz-ddp' bench " + args +
                          " --gemm " + dp::gemm_library_id(dp::gemm_library());
  std::map<std::string, double> values;
  FILE* p = ::popen(cmd.c_str(), "r");
  if (!p) return values;
  char line[256];
  while (std::fgets(line, sizeof line, p)) {
    char key[128];
    double v = 0;
    if (std::sscanf(line, "%127s %lf", key, &v) == 2) values[key] = v;
  }
  if (::pclose(p) != 0) values.clear();
  return values;
}

}  // namespace

bool ddp(std::ostream& out) {
  ::setenv("OMPI_ALLOW_RUN_AS_ROOT", "1", 0);  // these machines run as root
  ::setenv("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1", 0);
  const std::string mlp = "--layers 256,1024,1024,256 --warmup 20 --measure 15";
  const auto tiny = run(2, "--model linear --batch-size 16 --warmup 20 --measure 200");
  const auto mlp2 = run(2, mlp + " --batch-size 128");
  const auto mlp1 = run(1, mlp + " --batch-size 256");
  const auto overlap = run(2, mlp + " --batch-size 128 --bucket-cap-mb 1");
  // 5 Linear(512, 512): 5 × (1 MiB + 2 KiB) of gradients in two buckets (1 MiB first, R14.3).
  const auto busbw = run(2, "--layers 512,512,512,512,512,512 --batch-size 16 --warmup 5 --measure 40");
  if (tiny.empty() || mlp2.empty() || mlp1.empty() || overlap.empty() || busbw.empty()) {
    std::cerr << "dpviz-bench: mpirun -np 2 dpviz-ddp failed (is OpenMPI installed? tools/install-deps.sh)\n";
    return false;
  }
  char text[512];
  std::snprintf(text, sizeof text,
                "ddp_allreduce_busbw_ratio=%.4g\nddp_overlap_ratio=%.4g\nddp_step_us_tiny_w2=%.4g\n"
                "ddp_step_us_mlp_w2=%.4g\nddp_step_us_mlp_w1=%.4g\n",
                busbw.at("allreduce_ratio"), overlap.at("step_us") / overlap.at("step_us_no_overlap"), tiny.at("step_us"),
                mlp2.at("step_us"), mlp1.at("step_us"));
  out << text;
  return true;
}

}  // namespace bench
