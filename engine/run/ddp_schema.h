// The words of a DDP run, written once: the timed phases of a rank's step (DdpTraining records
// them) and the --events stream (docs/design.md's DDP contract), whose kinds and keys dpviz-ddp writes
// (run/ddp_output) and the DDP tab reads (ui/ddp/ddp_events). Plain constants, no Qt.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string_view>

#include "dist/process_group.h"  // GroupBackend: the start event's "backend"

namespace dp {

// ---------------------------------------------------------------------------------------------
// Phases: a rank's step, in the order they run (allreduce beside backward, a bucket each).

enum class DdpPhase { Load, Forward, Loss, Backward, AllReduce, Optimizer };
inline constexpr std::array<std::string_view, 6> kDdpPhaseNames = {"load", "forward", "loss", "backward", "allreduce", "optimizer"};
inline constexpr int kDdpPhaseCount = int(kDdpPhaseNames.size());
static_assert(kDdpPhaseCount == int(DdpPhase::Optimizer) + 1, "a name per DdpPhase");

constexpr std::string_view ddp_phase_name(DdpPhase phase) { return kDdpPhaseNames[std::size_t(phase)]; }
constexpr std::optional<DdpPhase> parse_ddp_phase(std::string_view name) {
  for (std::size_t i = 0; i < kDdpPhaseNames.size(); ++i) {
    if (kDdpPhaseNames[i] == name) return DdpPhase(i);
  }
  return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// The --events stream: one JSON object per line, its kind in "event".

enum class DdpEventKind { Start, Shard, Phase, Step, Done, Error };
inline constexpr std::array<std::string_view, 6> kDdpEventNames = {"start", "shard", "phase", "step", "done", "error"};
static_assert(kDdpEventNames.size() == std::size_t(DdpEventKind::Error) + 1, "a name per DdpEventKind");

constexpr std::string_view ddp_event_name(DdpEventKind kind) { return kDdpEventNames[std::size_t(kind)]; }
constexpr std::optional<DdpEventKind> parse_ddp_event(std::string_view name) {
  for (std::size_t i = 0; i < kDdpEventNames.size(); ++i) {
    if (kDdpEventNames[i] == name) return DdpEventKind(i);
  }
  return std::nullopt;
}

// The keys (NUL-terminated, so the reader can hand them to C APIs).
namespace ddp_key {
inline constexpr char event[] = "event";
// start
inline constexpr char world[] = "world";
inline constexpr char local_batch[] = "local_batch";
inline constexpr char global_batch[] = "global_batch";  // world × local_batch
inline constexpr char steps[] = "steps";
inline constexpr char steps_per_epoch[] = "steps_per_epoch";
inline constexpr char model[] = "model";                // as PyTorch prints it: "Linear(5, 2)"
inline constexpr char backend[] = "backend";            // kGroupBackendNames
inline constexpr char params[] = "params";              // [{"name", "bytes"}, ...]
inline constexpr char name[] = "name";
inline constexpr char bytes[] = "bytes";
inline constexpr char buckets[] = "buckets";            // parameter indices, in the reducer's order
inline constexpr char bucket_bytes[] = "bucket_bytes";
inline constexpr char hosts[] = "hosts";                // per rank
// shard, phase, step
inline constexpr char epoch[] = "epoch";
inline constexpr char rank[] = "rank";
inline constexpr char indices[] = "indices";            // the rank's dataset indices for the epoch
inline constexpr char step[] = "step";
inline constexpr char phase[] = "phase";                // kDdpPhaseNames
inline constexpr char start_us[] = "start_us";          // µs on rank 0's clock
inline constexpr char end_us[] = "end_us";
inline constexpr char bucket[] = "bucket";              // allreduce only
inline constexpr char losses[] = "losses";              // per rank, rank order
inline constexpr char step_us[] = "step_us";
// done, error
inline constexpr char params_checksum[] = "params_checksum";  // hex
inline constexpr char identical[] = "identical";              // every rank's parameters bit-identical
inline constexpr char message[] = "message";
// error, optional: why, as a code the app words in its own language (kDdpCauseNames; the message
// stays the English prose), the watchdog's seconds, the step that waited, the hosts not reached
inline constexpr char cause[] = "cause";
inline constexpr char seconds[] = "seconds";
inline constexpr char lost_hosts[] = "lost_hosts";
}  // namespace ddp_key

// An error event's "cause": "stalled" (the watchdog: no step finished for "seconds"; "step" is the
// step that waited; "lost_hosts", when known, the hosts that could not be reached) and "stopped"
// (a rank exited and mpirun stopped the others; "rank" is that rank, or -1). A reader words a
// cause it knows in its own language and shows any other's message as it is.
enum class DdpCause { Stalled, Stopped };
inline constexpr std::array<std::string_view, 2> kDdpCauseNames = {"stalled", "stopped"};
static_assert(kDdpCauseNames.size() == std::size_t(DdpCause::Stopped) + 1, "a name per DdpCause");
constexpr std::string_view ddp_cause_name(DdpCause cause) { return kDdpCauseNames[std::size_t(cause)]; }
constexpr std::optional<DdpCause> parse_ddp_cause(std::string_view name) {
  for (std::size_t i = 0; i < kDdpCauseNames.size(); ++i) {
    if (kDdpCauseNames[i] == name) return DdpCause(i);
  }
  return std::nullopt;
}

// Each kind's keys, "event" first, in the order dpviz-ddp writes them; the reader takes no other.
// A phase event's "bucket" and "bytes" may be left out, except by an allreduce.
inline constexpr std::array<std::string_view, 12> kDdpStartKeys = {
    ddp_key::event, ddp_key::world, ddp_key::local_batch, ddp_key::global_batch, ddp_key::steps, ddp_key::steps_per_epoch,
    ddp_key::model, ddp_key::backend, ddp_key::params, ddp_key::buckets, ddp_key::bucket_bytes, ddp_key::hosts};
inline constexpr std::array<std::string_view, 2> kDdpParamKeys = {ddp_key::name, ddp_key::bytes};  // one of "params"
inline constexpr std::array<std::string_view, 4> kDdpShardKeys = {ddp_key::event, ddp_key::epoch, ddp_key::rank, ddp_key::indices};
inline constexpr std::array<std::string_view, 8> kDdpPhaseKeys = {ddp_key::event, ddp_key::step,   ddp_key::rank,   ddp_key::phase,
                                                                  ddp_key::start_us, ddp_key::end_us, ddp_key::bucket, ddp_key::bytes};
inline constexpr std::array<std::string_view, 5> kDdpStepKeys = {ddp_key::event, ddp_key::step, ddp_key::epoch, ddp_key::losses,
                                                                 ddp_key::step_us};
inline constexpr std::array<std::string_view, 4> kDdpDoneKeys = {ddp_key::event, ddp_key::steps, ddp_key::params_checksum,
                                                                 ddp_key::identical};
// An error event's "cause", "seconds", "step" and "lost_hosts" may be left out (streams written before
// them, and causes without them).
inline constexpr std::array<std::string_view, 7> kDdpErrorKeys = {ddp_key::event, ddp_key::rank,    ddp_key::message,
                                                                  ddp_key::cause, ddp_key::seconds, ddp_key::step,
                                                                  ddp_key::lost_hosts};

constexpr std::span<const std::string_view> ddp_event_keys(DdpEventKind kind) {
  switch (kind) {
    case DdpEventKind::Start: return kDdpStartKeys;
    case DdpEventKind::Shard: return kDdpShardKeys;
    case DdpEventKind::Phase: return kDdpPhaseKeys;
    case DdpEventKind::Step: return kDdpStepKeys;
    case DdpEventKind::Done: return kDdpDoneKeys;
    case DdpEventKind::Error: return kDdpErrorKeys;
  }
  return {};
}

}  // namespace dp
