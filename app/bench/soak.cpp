// Soak: /proc/self/status for VmRSS and Threads, at step steps/10 and at the end.
#include "soak.h"

#include <fstream>
#include <ostream>
#include <string>

#include "run/tutorial.h"

namespace bench {
namespace {

long status_field(const char* name) {  // kB for VmRSS, a count for Threads
  std::ifstream f("/proc/self/status");
  std::string key;
  long value = -1;
  while (f >> key) {
    if (key == name) {
      f >> value;
      return value;
    }
    f.ignore(4096, '\n');
  }
  return -1;
}

}  // namespace

bool soak(std::ostream& out, std::int64_t steps) {
  dp::RunConfig config;
  config.gpus = 8;
  config.data_size = 3000;  // 100 batches of 30 per epoch; a new epoch (tutorial) when one ends
  dp::Trace trace(1u << 12);  // full after ~100 steps, before the checkpoint
  auto tutorial = std::make_unique<dp::Tutorial>(config, &trace);
  const std::int64_t checkpoint = std::max<std::int64_t>(1, steps / 10);
  long rss_checkpoint = 0, threads_checkpoint = 0;
  for (std::int64_t s = 1; s <= steps; ++s) {
    if (tutorial->done()) tutorial = std::make_unique<dp::Tutorial>(config, &trace);  // devices rebuilt too
    tutorial->step();
    if (s == checkpoint) {
      rss_checkpoint = status_field("VmRSS:");
      threads_checkpoint = status_field("Threads:");
    }
  }
  const long rss_end = status_field("VmRSS:"), threads_end = status_field("Threads:");
  const double growth = rss_checkpoint > 0 ? double(rss_end) / double(rss_checkpoint) - 1.0 : 0.0;
  const bool ok = growth <= 0.05 && threads_end == threads_checkpoint;
  out << "soak_steps=" << steps << "\n"
      << "soak_rss_kib_at_" << checkpoint << "=" << rss_checkpoint << "\n"
      << "soak_rss_kib_at_" << steps << "=" << rss_end << "\n"
      << "soak_rss_growth=" << growth << "\n"
      << "soak_threads_at_" << checkpoint << "=" << threads_checkpoint << "\n"
      << "soak_threads_at_" << steps << "=" << threads_end << "\n"
      << "soak_result=" << (ok ? "pass" : "FAIL") << "\n";
  return ok;
}

}  // namespace bench
