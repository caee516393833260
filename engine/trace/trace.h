// Trace: what happened in each step, as plain event structs stamped on the host steady clock.
// The engine records; the GUI bridge and the CLI read the events back after a step (copies).
// Nothing here knows about Qt.
#pragma once

#include <algorithm>
#include <cstdint>
#include <mutex>
#include <string>
#include <vector>

#include "core/shape.h"
#include "device/device.h"

namespace dp {

// The forward's phases, then training's (SEMANTICS R10): the loss on the output device, the
// output gradient split back to the replicas (Gather.backward), each replica's backward, the sum of
// the gradients onto device_ids[0] (Broadcast.backward) and the optimizer's step there.
enum class Phase { Load, Scatter, Replicate, Forward, Gather, Warning, Print, StepDone,
                   Loss, GradScatter, Backward, Reduce, Optimizer };

// "load", "scatter", ..., "loss", "grad_scatter", "backward", "reduce", "optimizer" (stable: used
// in JSON and tests).
const char* phase_name(Phase phase);

struct Event {
  std::int64_t step = 0;     // DataParallel forward count (0-based) within the trace; a training
                             // step's loss, backward, reduce and optimizer events carry its forward's
  Phase phase = Phase::Load;
  int device = -1;           // torch device index; -1 for the host
  int replica = -1;          // replica index for per-replica phases, else -1
  int order = -1;            // Forward: completion rank among the step's replicas (0 = first done)
  std::int64_t start_ns = 0;  // now_ns() timeline
  std::int64_t end_ns = 0;
  // The device's own work in [start_ns, end_ns] (DeviceClock::work): its thread's CPU time on a CPU
  // device, its events' time on a GPU; work_ns < 0 where not stamped (host phases, instants).
  std::int64_t work_start_ns = 0;
  std::int64_t work_ns = -1;
  Shape input;               // the phase's input shape (chunk, batch, ...)
  Shape output;              // the phase's output shape
  std::uint64_t bytes = 0;   // bytes moved (copies; Reduce: a replica's gradients summed on
                             // device_ids[0]) or produced (Loss: the target copied in; Optimizer:
                             // the parameters updated)
  std::string message;       // warning text or printed line, exactly as PyTorch prints it

  std::int64_t duration_ns() const { return end_ns - start_ns; }
  // The work in the span where stamped, else the span itself (the host's phases run on the caller).
  std::int64_t work_or_span_ns() const { return work_ns >= 0 ? std::min(work_ns, duration_ns()) : duration_ns(); }
};

// An event with its fields in the order they are read most (the engine's one way to build one).
Event make_event(std::int64_t step, Phase phase, int device, int replica, std::int64_t start_ns,
                 std::int64_t end_ns, Shape input = {}, Shape output = {}, std::uint64_t bytes = 0);

// An event timed by a device's clock between marks `from` and `to`: the wall span and the work.
Event clocked_event(std::int64_t step, Phase phase, int device, int replica, const DeviceClock& clock, int from,
                    int to, Shape input = {}, Shape output = {}, std::uint64_t bytes = 0);

// The device whose replica finished its forward last in `events` (one step's): the Forward event
// with the highest completion order (R11.3), or -1 when they hold no finished forward.
int last_to_finish(const std::vector<Event>& events);

class Trace {
 public:
  // Keeps at most `capacity` events (oldest dropped first) so long runs stay flat in memory.
  explicit Trace(std::size_t capacity = 1u << 20) : capacity_(capacity) {}

  // Appends (thread-safe).
  void record(const Event& event);
  // A step counter shared by every producer writing into this trace.
  std::int64_t next_step();

  std::vector<Event> events() const;  // a copy
  std::size_t size() const;
  // Drops the events; the step counter goes on, so steps stay numbered across clears.
  void clear();

 private:
  mutable std::mutex mutex_;
  std::vector<Event> events_;
  std::size_t capacity_;
  std::int64_t steps_ = 0;
};

}  // namespace dp
