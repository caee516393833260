// The watchdog thread (see watchdog.h). It never calls MPI: the ranks run MPI_THREAD_SINGLE.
#include "watchdog.h"

#include <unistd.h>

#include "device/device.h"
#include "run/ddp_output.h"

namespace ddp {

Watchdog::Watchdog(int rank, std::string host, int timeout_s, bool stop_event)
    : rank_(rank), timeout_s_(timeout_s), host_(std::move(host)), stop_event_(stop_event), last_ns_(dp::now_ns()),
      thread_([this] { watch(); }) {}

Watchdog::~Watchdog() {
  {
    std::lock_guard lock(mu_);
    done_ = true;
  }
  cv_.notify_all();
  thread_.join();
}

void Watchdog::progress(std::int64_t next_step) {
  step_.store(next_step);
  last_ns_.store(dp::now_ns());
}

void Watchdog::watch() {
  std::unique_lock lock(mu_);
  const std::int64_t limit_ns = std::int64_t(timeout_s_) * 1'000'000'000;
  while (!done_) {
    cv_.wait_for(lock, std::chrono::milliseconds(200));
    if (done_ || dp::now_ns() - last_ns_.load() < limit_ns) continue;
    const std::string line = "dpviz-ddp: rank " + std::to_string(rank_) + " (" + host_ + "): no step finished for " +
                             std::to_string(timeout_s_) + " s (step " + std::to_string(step_.load()) +
                             " waits on a rank that is stuck or a host that cannot be reached): stopping every rank\n";
    [[maybe_unused]] auto n = ::write(STDERR_FILENO, line.data(), line.size());
    if (stop_event_) {
      const std::string event = error_event(-1, "no step finished for " + std::to_string(timeout_s_) +
                                                    " s: a rank is stuck or a host cannot be reached",
                                            {dp::DdpCause::Stalled, timeout_s_, step_.load(), {}}) + "\n";
      n = ::write(STDOUT_FILENO, event.data(), event.size());
    }
    ::_exit(4);  // no MPI_Finalize: mpirun stops the others
  }
}

}  // namespace ddp
