// One-thread sgemm per GEMM library (see bench_gemm.h), the same product the issue measured.
#include "bench_gemm.h"

#include <algorithm>
#include <cstdio>
#include <ostream>
#include <string>
#include <thread>
#include <vector>

#include "device/blas.h"
#include "device/gemm_library.h"
#include "measure.h"

namespace bench {

void gemm_libraries(std::ostream& out, Figures& figures) {
  const std::int64_t m = 256, n = 1024, k = 1024;
  const double flop = 2.0 * double(m) * double(n) * double(k);
  const dp::GemmLibrary chosen = dp::gemm_library();
  out << "\n# GEMM libraries: one sgemm " << m << "x" << n << "x" << k << " on one thread, median of 9 after 2 warm-ups"
      << " (the engine uses " << dp::gemm_library_id(chosen) << ")\n"
      << "#  library     GFLOP/s   version\n";
  std::vector<float> x(std::size_t(m * k), 0.5f), w(std::size_t(n * k), 0.25f), y(std::size_t(m * n));
  dp::blas_set_threads(1);
  for (const dp::GemmLibrary library : {dp::GemmLibrary::OpenBlas, dp::GemmLibrary::OneDnn, dp::GemmLibrary::Portable}) {
    if (!dp::set_gemm_library(library)) continue;  // not in this build
    const double t = median_ns([&] { dp::sgemm_xwt(m, n, k, x.data(), w.data(), y.data(), false); }, 2, 9);
    char line[160];
    std::snprintf(line, sizeof line, "   %-10s %8.1f   ", dp::gemm_library_id(library), flop / t);
    out << line << dp::gemm_library_description(library) << "\n";
    figures[std::string("gemm_gflops_1t_") + dp::gemm_library_id(library)] = flop / t;
  }
  dp::set_gemm_library(chosen);
  dp::blas_set_threads(int(std::max(1u, std::thread::hardware_concurrency())));  // as outside any lease
}

}  // namespace bench
