// dpviz-bench: how fast the engine and the app are, each figure beside its physical reference
// measured in the same run. Ends with one machine-readable key=value line per figure.
//
//   dpviz-bench [--quick] [--no-gui] [--cuda]     the figures
//   dpviz-bench --only step|gemm|copy|train|cuda   one section (for perf record; cuda: the GPU figures)
//   dpviz-bench --sweep [FILE.csv]                step time vs batch size and device count (CSV)
//   dpviz-bench --ddp [PEER.py]                   DDP's keys only (starts mpirun with dpviz-ddp); with the
//                                                 torch DDP peer, its steps and dpviz's ratios to them too
//   dpviz-bench --soak [STEPS]                    STEPS steps (10000): flat RSS, constant threads
//   dpviz-bench --vote [PHONES]                   the class vote: PHONES (300) loopback phones, two rounds
//   --gemm openblas|onednn|portable (with any of these)     the engine's GEMM library (default: onednn if built)
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <sstream>
#include <iostream>
#include <string>
#include <thread>

#include "bench_cuda.h"
#include "bench_engine.h"
#include "bench_gemm.h"
#include "bench_train.h"
#include "measure.h"
#include "bench_ddp.h"
#include "soak.h"
#include "core/atomic_file.h"
#include "device/blas_kernel.h"
#include "device/gemm_library.h"

#if DPVIZ_BENCH_GUI
#include "bench_gui.h"
#include "bench_vote.h"
#endif

int main(int argc, char** argv) {
  dp::blas_restart_with_best_kernel(argv);  // before anything else: it may start the program again
  const std::int64_t start = bench::now_ns();
  bool quick = false, gui = DPVIZ_BENCH_GUI, cuda = false, sweep = false;
  std::string sweep_path, only;
  std::int64_t soak_steps = 0;  // --soak N: the soak test instead of the figures  // --only step|gemm|copy: one engine section (for profiling)
  // --gemm first: --ddp and --vote act as soon as they are read.
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--gemm") != 0) continue;
    const std::optional<dp::GemmLibrary> library = i + 1 < argc ? dp::parse_gemm_library(argv[i + 1]) : std::nullopt;
    if (!library || !dp::set_gemm_library(*library)) {
      std::cerr << "dpviz-bench: --gemm: expected 'openblas'" << (dp::onednn_built() ? " or 'onednn'" : " (this build has no oneDNN)")
                << ", got '" << (i + 1 < argc ? std::string(argv[i + 1]).substr(0, 40) : std::string()) << "'\n";
      return 2;
    }
  }
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--gemm") {
      ++i;  // read above
    } else if (a == "--quick") {
      quick = true;
    } else if (a == "--no-gui") {
      gui = false;
    } else if (a == "--only" && i + 1 < argc) {
      only = argv[++i];
      gui = false;
      if (only == "cuda") cuda = true;  // the CUDA section alone (tools/gpu-check.sh)
    } else if (a == "--soak") {
      soak_steps = i + 1 < argc ? std::atoll(argv[++i]) : 10000;
      if (soak_steps < 10) {
        std::cerr << "dpviz-bench: --soak: expected a number of steps of at least 10\n";
        return 2;
      }
    } else if (a == "--vote") {
#if DPVIZ_BENCH_GUI
      const int phones = i + 1 < argc && argv[i + 1][0] != '-' ? std::atoi(argv[++i]) : 300;
      if (phones < 1 || phones > 500) {
        std::cerr << "dpviz-bench: --vote: expected a number of phones from 1 to 500\n";
        return 2;
      }
      bench::Figures figures;
      const bool exact = bench::vote(std::cout, figures, phones, argc, argv);
      for (const auto& [key, value] : figures) std::cout << key << "=" << value << "\n";
      return exact ? 0 : 1;
#else
      std::cerr << "dpviz-bench: --vote needs the GUI build\n";
      return 2;
#endif
    } else if (a == "--ddp") {
      const std::string peer = i + 1 < argc && argv[i + 1][0] != '-' ? argv[++i] : "";
      return bench::ddp(std::cout, peer) ? 0 : 1;
    } else if (a == "--cuda") {
      cuda = true;
    } else if (a == "--sweep") {
      sweep = true;
      if (i + 1 < argc && argv[i + 1][0] != '-') sweep_path = argv[++i];
    } else if (a == "--help" || a == "-h") {
      std::cout << "usage: dpviz-bench [--gemm openblas|onednn] [--quick] [--no-gui] [--cuda] [--only step|gemm|copy|train|cuda] | --sweep [FILE.csv] | --soak [STEPS] | --ddp [PEER.py] | --vote [PHONES]\n";
      return 0;
    } else {
      std::cerr << "dpviz-bench: unknown option '" << a << "' (see --help)\n";
      return 2;
    }
  }
  try {
    if (soak_steps > 0) return bench::soak(std::cout, soak_steps) ? 0 : 1;
    if (sweep) {
      if (sweep_path.empty()) {
        bench::sweep(std::cout);
      } else {
        dp::check_writable(sweep_path);
        std::ostringstream csv;
        bench::sweep(csv);
        dp::write_file_atomically(sweep_path, csv.str());
      }
      return 0;
    }
    std::cout << "# dpviz-bench on " << std::thread::hardware_concurrency() << " hardware threads"
              << (quick ? " (--quick: smaller GEMM)" : "") << "; GEMM: " << dp::gemm_library_description(dp::gemm_library()) << "\n";
    bench::Figures figures;
#if DPVIZ_BENCH_GUI
    if (gui) bench::gui(std::cout, figures, start, argc, argv);  // first: its first frame counts from process start
#else
    (void)start;
    (void)gui;
#endif
    if (only.empty() || only == "step") bench::step_overhead(std::cout, figures);
    if (only.empty() || only == "gemm") {
      bench::gemm_libraries(std::cout, figures);
      bench::gemm_efficiency(std::cout, figures, quick);
    }
    if (only.empty() || only == "copy") bench::scatter_gather(std::cout, figures);
    if (only.empty() || only == "train") {
      bench::train_step_overhead(std::cout, figures);
      bench::train_gemm_efficiency(std::cout, figures, quick);
    }
    if (cuda) bench::cuda(std::cout, figures);
    std::cout << "\n";
    for (const auto& [key, value] : figures) {
      char v[64];
      std::snprintf(v, sizeof v, "%.4g", value);
      std::cout << key << "=" << v << "\n";
    }
  } catch (const std::exception& e) {
    std::cerr << "dpviz-bench: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
