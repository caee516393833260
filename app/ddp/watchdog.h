// A rank's watchdog (like init_process_group's timeout): when no step completes for `timeout_s`,
// a peer is stuck or its host cannot be reached (a dead peer is mpirun's to notice); the rank says
// so on stderr in one line naming itself, its host and the step (rank 0 also ends the event
// stream) and exits without MPI_Finalize, which makes mpirun stop every rank. A rank on a host
// whose link is pulled says it too, where that host keeps its output (mpirun --output-filename).
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>

namespace ddp {

class Watchdog {
 public:
  // `stop_event`: rank 0 of an --events run writes the error event (cause "stalled", the seconds
  // and the step that waited: run/ddp_output.h) to stdout before exiting.
  Watchdog(int rank, std::string host, int timeout_s, bool stop_event);
  ~Watchdog();
  Watchdog(const Watchdog&) = delete;
  Watchdog& operator=(const Watchdog&) = delete;
  void progress(std::int64_t next_step);  // a step completed; the next one begins

 private:
  void watch();
  int rank_, timeout_s_;
  std::string host_;
  bool stop_event_ = false;
  std::atomic<std::int64_t> step_{0};
  std::atomic<std::int64_t> last_ns_;
  std::mutex mu_;
  std::condition_variable cv_;
  bool done_ = false;
  std::thread thread_;
};

}  // namespace ddp
