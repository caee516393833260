// Two threads ping-pong a turn through a futex word (std::atomic wait/notify elsewhere); the time of
// a batch over the context switches getrusage counted in it.
#include "switch_cost.h"

#include <atomic>
#include <cstdio>
#include <ostream>
#include <thread>
#include <vector>

#include <sys/resource.h>
#if defined(__linux__)
#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "measure.h"
#include "switch_floor.h"

namespace bench {
namespace {

// Sleeps while word == value (no spinning: every handoff is a sleep and a wake-up).
void wait_while(std::atomic<int>& word, int value) {
  while (word.load(std::memory_order_acquire) == value) {
#if defined(__linux__)
    syscall(SYS_futex, reinterpret_cast<int*>(&word), FUTEX_WAIT_PRIVATE, value, nullptr, nullptr, 0);
#else
    word.wait(value, std::memory_order_acquire);
#endif
  }
}

void wake(std::atomic<int>& word) {
#if defined(__linux__)
  syscall(SYS_futex, reinterpret_cast<int*>(&word), FUTEX_WAKE_PRIVATE, 1, nullptr, nullptr, 0);
#else
  word.notify_one();
#endif
}

}  // namespace

std::int64_t process_switches() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return std::int64_t(u.ru_nvcsw) + std::int64_t(u.ru_nivcsw);
}

SwitchCost measure_switch_cost() {
  constexpr int kBatches = 15, kRounds = 1000;  // a round: two handoffs (there and back)
  std::atomic<int> turn{0};                     // 0: this thread's turn, 1: the partner's
  std::thread partner([&] {
    for (int i = 0; i < (kBatches + 1) * kRounds; ++i) {
      wait_while(turn, 0);
      turn.store(0, std::memory_order_release);
      wake(turn);
    }
  });
  auto round = [&] {
    turn.store(1, std::memory_order_release);
    wake(turn);
    wait_while(turn, 1);
  };
  for (int i = 0; i < kRounds; ++i) round();  // warm-up batch
  std::vector<double> per_switch;
  double switches = 0;
  for (int b = 0; b < kBatches; ++b) {
    const std::int64_t s0 = process_switches();
    const std::int64_t t0 = now_ns();
    for (int i = 0; i < kRounds; ++i) round();
    const std::int64_t t1 = now_ns();
    const std::int64_t n = process_switches() - s0;
    switches += double(n);
    if (n > 0) per_switch.push_back(double(t1 - t0) / double(n));
  }
  partner.join();
  SwitchCost cost;
  cost.ns_per_switch = median_of(per_switch);
  cost.switches_per_handoff = switches / (2.0 * kBatches * kRounds);
  return cost;
}

void report_floor(std::ostream& out, Figures& figures, const std::string& name, int k, double overhead_us,
                  const StepSwitches& switches, const SwitchCost& cost) {
  const SwitchFloor floor = switch_floor(overhead_us, switches.needed, cost.ns_per_switch);
  char line[200];
  std::snprintf(line, sizeof line,
                "#  k=%d: %.1f context switches a step (the scheme needs %.0f) x %.2f us = floor %.2f us; "
                "overhead / floor %.2f\n",
                k, switches.made, switches.needed, cost.ns_per_switch / 1000.0, floor.floor_us, floor.ratio);
  out << line;
  const std::string kk = "_k" + std::to_string(k);
  figures[name + "_switches" + kk] = switches.made;
  figures[name + "_switches_needed" + kk] = switches.needed;
  figures[name + "_switch_floor_us" + kk] = floor.floor_us;
  figures[name + "_overhead_floor_ratio" + kk] = floor.ratio;
}

}  // namespace bench
