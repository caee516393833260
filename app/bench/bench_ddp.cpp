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
// With a peer (dpviz-bench --ddp PEER.py, the torch DDP peer), the peer runs first in the same
// invocation and the ratios of peer_ratio.h follow. The peer runs with one BLAS thread a process:
// Debian's torch does its matmuls in OpenBLAS, which ignores torch.set_num_threads(1) and would
// otherwise spread torch's "one process" over every core.
#include "bench_ddp.h"

#include <unistd.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <map>
#include <string>

#include "device/blas_kernel.h"
#include "device/gemm_library.h"
#include "peer_ratio.h"

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

// The peer's output, or empty (with one line on stderr) when it did not run.
std::string run_peer(const std::string& peer) {
  if (peer.find('\'') != std::string::npos) {  // it goes into a shell command in single quotes
    std::cerr << "dpviz-bench: --ddp: the peer's path may not hold a single quote\n";
    return {};
  }
  if (FILE* f = std::fopen(peer.c_str(), "r")) {
    std::fclose(f);
  } else {
    std::cerr << "dpviz-bench: --ddp: cannot read the peer '" << peer << "'\n";
    return {};
  }
  // Debian's python3 (where python3-torch lives), not the first one on PATH.
  // Torch at its best: its OpenBLAS on the best kernel this CPU runs (engine/device/blas_kernel.h),
  // whatever OPENBLAS_CORETYPE this shell has (these machines' says Haswell; torch's matmuls are
  // faster on SkylakeX here).
  const std::string core = dp::blas_best_core();
  const std::string cmd = (core.empty() ? std::string() : "OPENBLAS_CORETYPE=" + core + " ") +
                          "OPENBLAS_NUM_THREADS=1 OMP_NUM_THREADS=1 /usr/bin/python3 '" + peer + "' --world 2 --steps 100 2>/dev/null";
  std::string text;
  FILE* p = ::popen(cmd.c_str(), "r");
  if (!p) return {};
  char buf[256];
  while (std::fgets(buf, sizeof buf, p)) text += buf;
  if (::pclose(p) != 0) text.clear();
  if (text.empty()) std::cerr << "dpviz-bench: --ddp: the peer did not run (Debian's torch: apt install python3-torch)\n";
  return text;
}

}  // namespace

bool ddp(std::ostream& out, const std::string& peer) {
  std::map<std::string, double> peer_values;
  if (!peer.empty()) {
    const std::string text = run_peer(peer);
    if (text.empty()) return false;
    peer_values = read_peer_lines(text);
  }
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
  if (peer.empty()) return true;
  const std::map<std::string, double> mine = {{"ddp_step_us_mlp_w1", mlp1.at("step_us")},
                                              {"ddp_step_us_mlp_w2", mlp2.at("step_us")},
                                              {"ddp_step_us_tiny_w2", tiny.at("step_us")}};
  const auto ratios = peer_ratios(mine, peer_values);
  if (ratios.empty()) {
    std::cerr << "dpviz-bench: --ddp: the peer did not print each of mlp_single_us, mlp_ddp_w2_us and tiny_ddp_w2_us\n";
    return false;
  }
  for (const auto& [key, value] : ratios) {
    std::snprintf(text, sizeof text, "%s=%.4g\n", key.c_str(), value);
    out << text;
  }
  return true;
}

}  // namespace bench
