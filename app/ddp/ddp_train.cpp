// dpviz-ddp train on one rank: set up (every rank agrees or all stop), run the steps, gather each
// step's losses and phases to rank 0, which prints them; check the ranks' parameters at the end.
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>

#include "core/atomic_file.h"
#include "core/error.h"
#include "core/float_text.h"
#include "data/distributed_sampler.h"
#include "ddp_events.h"
#include "ddp_run.h"

namespace ddp {

bool all_ok(dp::ProcessGroup& group, bool ok) {
  std::uint64_t min = ok ? 1 : 0, max = min;
  group.all_reduce_min_max(min, max);
  return min == 1;
}

namespace {

// Rank 0's stdout carries only the output; each line is flushed so the app sees it live.
void emit(const std::string& line) {
  std::fwrite(line.data(), 1, line.size(), stdout);
  std::fputc('\n', stdout);
  std::fflush(stdout);
}

// Times on one timeline: after a barrier every rank reads its steady clock and rank 0's reading
// is broadcast; each rank's offset is its reading minus rank 0's. On one machine CLOCK_MONOTONIC
// is shared and the offset is the barrier's skew (µs); across machines it aligns the clocks to
// within the barrier's latency.
struct Clock {
  std::int64_t origin_ns = 0;  // rank 0's reading
  std::int64_t offset_ns = 0;  // this rank's reading − rank 0's
  double us(std::int64_t t) const { return double(t - offset_ns - origin_ns) / 1000.0; }
};

Clock align(dp::ProcessGroup& group) {
  group.barrier();
  const std::int64_t mine = dp::now_ns();
  std::int64_t root = mine;
  group.broadcast(&root, sizeof root, 0);
  return {root, mine - root};
}

std::string human_line(const dp::DdpStepRecord& rec, const std::vector<float>& losses) {
  std::ostringstream s;
  s << "step " << rec.step << " (epoch " << rec.epoch << "): loss per rank [";
  for (std::size_t r = 0; r < losses.size(); ++r) s << (r ? ", " : "") << dp::json_float(losses[r]);
  s << "], step " << us_text(double(rec.step_ns) / 1000.0) << " us on rank 0";
  return s.str();
}

// When a rank dies, mpirun stops the others with SIGTERM (OpenMPI 4 has no fault tolerance): rank 0
// then ends the event stream with an error event, so the app learns of it from the stream. Only
// rank 0 writes stdout (mpirun would interleave other ranks' lines with its own); which rank died
// is known here only for --fail-rank, otherwise rank is -1 and mpirun's stderr names it.
char g_stop_line[256];
std::size_t g_stop_len = 0;
extern "C" void on_stop(int) {
  [[maybe_unused]] const auto n = ::write(STDOUT_FILENO, g_stop_line, g_stop_len);
  ::_exit(1);
}

void watch_for_stop(int fail_rank) {
  const std::string who = fail_rank >= 0 ? "rank " + std::to_string(fail_rank) : "a rank";
  const std::string line = error_event(fail_rank, who + " exited; mpirun stopped the others") + "\n";
  g_stop_len = std::min(line.size(), sizeof g_stop_line);
  std::memcpy(g_stop_line, line.data(), g_stop_len);
  std::signal(SIGTERM, on_stop);
}

}  // namespace

int run_train(const Options& o, dp::MpiGroup& group) {
  const int rank = group.rank(), world = group.world();
  const bool root = rank == 0;
  // Setup: the case and the trace path are checked where they can fail, then every rank agrees.
  std::optional<dp::TrainCase> replay;
  dp::RunConfig config = o.train.run;
  std::string refusal;
  try {
    if (root && !o.train.trace_path.empty()) dp::check_writable(o.train.trace_path);
    if (!o.train.case_path.empty()) {
      replay = dp::load_train_case(o.train.case_path);
      if (replay->mode != "ddp") {
        refusal = "dpviz-ddp: " + o.train.case_path + " is a single case: replay it with dpviz-cli train --case " + o.train.case_path;
      } else if (replay->world != world) {
        refusal = "dpviz-ddp: " + o.train.case_path + " is a ddp case for world " + std::to_string(replay->world) +
                  ": run it with mpirun -np " + std::to_string(replay->world) + " (got -np " + std::to_string(world) + ")";
      } else {
        config = dp::train_case_run_config(*replay, 0, dp::Backend::Simulated);
      }
    }
  } catch (const dp::Error& e) {
    refusal = e.what();
  }
  if (!all_ok(group, refusal.empty())) {
    if (root) std::cerr << (refusal.empty() ? "dpviz-ddp: another rank could not read its input" : refusal) << "\n";
    return 2;
  }
  if (o.cuda) {
    if (root) std::cerr << "dpviz-ddp: --backend cuda: GPU ranks need a CUDA GPU per rank; this build trains on CPU ranks only (use --backend cpu)\n";
    return 2;
  }
  dp::ReducerOptions ro;
  ro.cap_bytes = static_cast<std::uint64_t>(o.bucket_cap_mb * 1024 * 1024);
  ro.overlap = o.overlap;
  // Bad settings throw on every rank alike, before the first collective: rank 0 says it once.
  std::unique_ptr<dp::DdpTraining> made;
  try {
    made = std::make_unique<dp::DdpTraining>(config, group, ro, replay ? &*replay : nullptr);
  } catch (const dp::Error& e) {
    refusal = e.what();
  }
  if (!all_ok(group, refusal.empty())) {
    if (root) std::cerr << (refusal.empty() ? "dpviz-ddp: another rank could not set up the run" : refusal) << "\n";
    return 2;
  }
  dp::DdpTraining& run = *made;
  if (root && o.events) watch_for_stop(o.fail_rank);
  const Clock clock = align(group);
  const std::vector<std::string> hosts = group.gather(group.host());
  if (root && o.events) {
    StartInfo s{world, config.batch_size, run.total_steps(), run.steps_per_epoch(), model_text(run.config()), group.backend(),
                run.parameters(), run.steady_buckets(), {}, hosts};
    for (const auto& b : s.buckets) {
      std::uint64_t bytes = 0;
      for (std::size_t p : b) bytes += s.params[p].values.size() * sizeof(float);
      s.bucket_bytes.push_back(bytes);
    }
    emit(start_event(s));
  }
  if (root && !o.events && !o.train.json && !replay) {
    emit("DistributedDataParallel: " + std::to_string(world) + " ranks (" + group.backend() + "), " + model_text(run.config()) +
         ", local batch " + std::to_string(config.batch_size) + " (global " + std::to_string(world * config.batch_size) + "), " +
         std::to_string(run.steps_per_epoch()) + " steps per epoch, MSELoss, SGD(lr=" + dp::python_float(config.lr) + ")");
  }
  std::vector<std::vector<float>> losses(static_cast<std::size_t>(root ? world : 0));
  std::string slices;  // this rank's trace
  while (!run.done()) {
    if (o.fail_rank == rank && run.reducer().iteration() == std::min<std::int64_t>(1, run.total_steps() - 1)) {
      // A crash, not an orderly exit: no MPI_Finalize, so mpirun stops the other ranks.
      std::cerr << "dpviz-ddp: rank " << rank << ": failing on purpose (--fail-rank " << rank << ")\n";
      std::_Exit(3);
    }
    const std::int64_t step = run.reducer().iteration();
    if (root && o.events && step % run.steps_per_epoch() == 0) {
      const auto shards = dp::distributed_sampler_ranks(config.data_size, world, config.shuffle, config.seed, config.drop_last,
                                                        step / run.steps_per_epoch());
      for (int r = 0; r < world; ++r) emit(shard_event(step / run.steps_per_epoch(), r, shards[std::size_t(r)]));
    }
    const dp::DdpStepRecord rec = run.step();
    std::string mine = dp::json_float(rec.loss);
    for (const dp::DdpPhase& p : rec.phases) {
      if (o.events) mine += "\n" + phase_event(rec.step, rank, p, clock.us(p.start_ns), clock.us(p.end_ns));
      if (!o.train.trace_path.empty()) slices += (slices.empty() ? "" : ",") + trace_slice(rank, p, rec.step, clock.us(p.start_ns), clock.us(p.end_ns));
    }
    const std::vector<std::string> all = group.gather(mine);
    if (!root) continue;
    std::vector<float> step_losses;
    for (const std::string& text : all) {
      const auto nl = text.find('\n');
      step_losses.push_back(std::strtof(text.substr(0, nl).c_str(), nullptr));
      if (o.events && nl != std::string::npos) emit(text.substr(nl + 1));
    }
    for (int r = 0; r < world; ++r) losses[std::size_t(r)].push_back(step_losses[std::size_t(r)]);
    const double step_us = double(rec.step_ns) / 1000.0;
    if (o.events) emit(step_event(rec.step, rec.epoch, step_losses, step_us));
    else if (o.train.json) emit(step_json(rec.step, rec.epoch, step_losses, step_us));
    else if (!replay) emit(human_line(rec, step_losses));
  }
  // Ranks must end bit-identical (DESIGN): a checksum all-reduce on every run.
  std::uint64_t min = run.params_checksum(), max = min;
  group.all_reduce_min_max(min, max);
  const bool identical = min == max;
  if (!o.train.trace_path.empty()) {
    const std::vector<std::string> all = group.gather(slices);
    if (root) dp::write_file_atomically(o.train.trace_path, trace_json(hosts, all));
  }
  if (!root) return identical ? 0 : 1;
  if (!identical) {
    const std::string m = "the ranks' parameters differ after training (checksums " + hex64(min) + " and " + hex64(max) + ")";
    if (o.events) emit(error_event(0, m));
    std::cerr << "dpviz-ddp: " << m << "\n";
    return 1;
  }
  if (o.events) emit(done_event(run.total_steps(), min, identical));
  else if (replay) emit(case_json(losses, run.parameters()));
  else if (!o.train.json) emit("done: " + std::to_string(run.total_steps()) + " steps, parameters bit-identical on " + std::to_string(world) + " ranks (checksum " + hex64(min) + ")");
  return 0;
}

}  // namespace ddp
