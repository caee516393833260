// Trace: what happened in each step, as plain event structs stamped on the host steady clock.
// The engine records; observers (the GUI bridge, the CLI) receive copies, in phase order, on the
// thread that ran the step. Nothing here knows about Qt.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "core/shape.h"

namespace dp {

enum class Phase { Load, Scatter, Replicate, Forward, Gather, Warning, Print, StepDone };

const char* phase_name(Phase phase);  // "load", "scatter", ... (stable: used in JSON and tests)

struct Event {
  std::int64_t step = 0;     // DataParallel forward count (0-based) within the trace
  Phase phase = Phase::Load;
  int device = -1;           // torch device index; -1 for the host
  int replica = -1;          // replica index for per-replica phases, else -1
  int order = -1;            // Forward: completion rank among the step's replicas (0 = first done)
  std::int64_t start_ns = 0;  // now_ns() timeline
  std::int64_t end_ns = 0;
  Shape input;               // the phase's input shape (chunk, batch, ...)
  Shape output;              // the phase's output shape
  std::uint64_t bytes = 0;   // bytes moved (copies) or produced
  std::string message;       // warning text or printed line, exactly as PyTorch prints it

  std::int64_t duration_ns() const { return end_ns - start_ns; }
};

using Observer = std::function<void(const Event&)>;

class Trace {
 public:
  // Keeps at most `capacity` events (oldest dropped first) so long runs stay flat in memory.
  explicit Trace(std::size_t capacity = 1u << 20) : capacity_(capacity) {}

  void add_observer(Observer observer);
  // Appends (thread-safe) and hands a copy to every observer.
  void record(const Event& event);
  // A step counter shared by every producer writing into this trace.
  std::int64_t next_step();

  std::vector<Event> events() const;  // a copy
  std::size_t size() const;
  void clear();

 private:
  mutable std::mutex mutex_;
  std::vector<Event> events_;
  std::size_t capacity_;
  // Replaced whole on add_observer, so record() takes a snapshot without copying the list.
  std::shared_ptr<const std::vector<Observer>> observers_ = std::make_shared<std::vector<Observer>>();
  std::int64_t steps_ = 0;
};

}  // namespace dp
