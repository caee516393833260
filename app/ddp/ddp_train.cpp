// dpviz-ddp train on one rank: set up (every rank agrees or all stop), run the steps, gather each
// step's losses and phases to rank 0, which prints them; check the ranks' parameters at the end.
#include <unistd.h>

#include <algorithm>
#include <array>
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
#include "device/device_pool.h"
#include "dist/gpu_rank_group.h"
#include "dist/gpu_ranks.h"
#include "run/backends.h"
#include "ddp_commands.h"
#include "run/ddp_output.h"
#include "watchdog.h"

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
// is broadcast. Ranks on rank 0's machine share its CLOCK_MONOTONIC and need no offset (the
// barrier's skew, a few µs, would only add error: longer than a small bucket's whole all-reduce);
// on another machine the offset is its reading minus rank 0's, which aligns the clocks to within
// the barrier's latency.
struct Clock {
  std::int64_t origin_ns = 0;  // rank 0's reading
  std::int64_t offset_ns = 0;  // this rank's reading − rank 0's
  double us(std::int64_t t) const { return double(t - offset_ns - origin_ns) / 1000.0; }
};

Clock align(dp::MpiGroup& group) {
  std::array<char, 256> root_host{};
  const std::string host = group.host();
  if (group.rank() == 0) host.copy(root_host.data(), root_host.size() - 1);
  group.broadcast(root_host.data(), root_host.size(), 0);
  group.barrier();
  const std::int64_t mine = dp::now_ns();
  std::int64_t root = mine;
  group.broadcast(&root, sizeof root, 0);
  const bool same_machine = host.substr(0, root_host.size() - 1) == root_host.data();
  return {root, same_machine ? 0 : mine - root};
}

std::string human_line(const dp::DdpStepRecord& rec, const std::vector<float>& losses) {
  std::ostringstream s;
  s << "step " << rec.step << " (epoch " << rec.epoch << "): loss per rank [";
  for (std::size_t r = 0; r < losses.size(); ++r) s << (r ? ", " : "") << dp::json_float(losses[r]);
  s << "], step " << us_text(double(rec.step_ns) / 1000.0) << " us on rank 0";
  return s.str();
}

// When a rank dies or a host is lost, mpirun (or the lost host's own orted) stops the others with
// SIGTERM (OpenMPI 4 has no fault tolerance): every rank then says so on stderr in one line naming
// itself and its host, and rank 0 ends the event stream with an error event, so the app learns of
// it from the stream. Only rank 0 writes stdout (mpirun would interleave other ranks' lines with
// its own); which rank died is known here only for --fail-rank, otherwise rank is -1 and mpirun's
// stderr names it.
char g_stop_line[256], g_stop_err[256];
std::size_t g_stop_len = 0, g_stop_err_len = 0;
extern "C" void on_stop(int) {
  [[maybe_unused]] auto n = ::write(STDERR_FILENO, g_stop_err, g_stop_err_len);
  if (g_stop_len > 0) n = ::write(STDOUT_FILENO, g_stop_line, g_stop_len);
  ::_exit(1);
}

void watch_for_stop(int fail_rank, int rank, const std::string& host, bool stream) {
  const std::string who = fail_rank >= 0 ? "rank " + std::to_string(fail_rank) : "a rank";
  const std::string line = stream ? error_event(fail_rank, who + " exited; mpirun stopped the others", {dp::DdpCause::Stopped, -1, -1, {}}) + "\n" : "";
  g_stop_len = std::min(line.size(), sizeof g_stop_line);
  std::memcpy(g_stop_line, line.data(), g_stop_len);
  const std::string err = "dpviz-ddp: rank " + std::to_string(rank) + " (" + host.substr(0, 100) +
                          "): stopped by mpirun (another rank exited or a host was lost)\n";
  g_stop_err_len = std::min(err.size(), sizeof g_stop_err);
  std::memcpy(g_stop_err, err.data(), g_stop_err_len);
  std::signal(SIGTERM, on_stop);
}

// One rank's run, in the order it happens: set up, announce, step, finish.
class TrainRank {
 public:
  TrainRank(const Options& o, dp::MpiGroup& group)
      : o_(o), group_(group), rank_(group.rank()), world_(group.world()), root_(rank_ == 0) {}

  // The exit status of a refusal (rank 0 printed its one line), or nullopt to go on.
  std::optional<int> set_up() {
    std::string refusal;
    try {
      if (root_ && !o_.train.trace_path.empty()) dp::check_writable(o_.train.trace_path);
      if (!o_.train.case_path.empty()) refusal = read_case();
    } catch (const dp::Error& e) {
      refusal = e.what();
    }
    if (!all_ok(group_, refusal.empty())) return refuse(refusal, "another rank could not read its input");
    if (o_.backend == dp::Backend::Cuda) {
      if (const auto refused = set_up_gpu()) return refused;
    } else if (o_.backend == dp::Backend::Simulated) {
      sim_pool_ = dp::DevicePool::simulated(1);  // this rank's one simulated GPU
      gpu_group_ = dp::make_gpu_rank_group(group_, sim_pool_->device(0), /*nccl=*/false);
    }
    dp::ReducerOptions ro;
    ro.cap_bytes = static_cast<std::uint64_t>(o_.bucket_cap_mb * 1024 * 1024);
    ro.overlap = o_.overlap;
    // Bad settings throw on every rank alike, before the first collective: rank 0 says it once.
    try {
      dp::Device* device = gpu_ ? gpu_.get() : sim_pool_ ? &sim_pool_->device(0) : nullptr;
      run_ = std::make_unique<dp::DdpTraining>(config_, training_group(), ro, replay_ ? &*replay_ : nullptr, device);
    } catch (const dp::Error& e) {
      refusal = e.what();
    }
    if (!all_ok(group_, refusal.empty())) return refuse(refusal, "another rank could not set up the run");
    return std::nullopt;
  }

  void announce() {
    watch_for_stop(o_.fail_rank, rank_, group_.host(), root_ && o_.events);
    watchdog_ = std::make_unique<Watchdog>(rank_, group_.host(), o_.timeout_s, root_ && o_.events);
    clock_ = align(group_);
    hosts_ = group_.gather(group_.host());
    dp::DdpTraining& run = *run_;
    if (root_ && o_.events) {
      StartInfo s{world_, config_.batch_size, run.total_steps(), run.steps_per_epoch(), model_text(run.config()),
                  training_group().backend(), run.parameters(), run.steady_buckets(), steady_bucket_bytes(), hosts_};
      emit(start_event(s));
    } else if (root_ && !o_.train.json && !replay_) {
      const std::string backend(dp::group_backend_name(training_group().backend()));
      emit("DistributedDataParallel: " + std::to_string(world_) + " ranks (" + backend + "), " +
           model_text(run.config()) + ", local batch " + std::to_string(config_.batch_size) + " (global " +
           std::to_string(world_ * config_.batch_size) + "), " + std::to_string(run.steps_per_epoch()) +
           " steps per epoch, MSELoss, SGD(lr=" + dp::python_float(config_.lr) + ")");
    }
    losses_.resize(static_cast<std::size_t>(root_ ? world_ : 0));
  }

  bool done() const { return run_->done(); }

  void step() {
    dp::DdpTraining& run = *run_;
    const std::int64_t step = run.reducer().iteration();
    if (o_.fail_rank == rank_ && step == std::min<std::int64_t>(1, run.total_steps() - 1)) {
      // A crash, not an orderly exit: no MPI_Finalize, so mpirun stops the other ranks.
      std::cerr << "dpviz-ddp: rank " << rank_ << ": failing on purpose (--fail-rank " << rank_ << ")\n";
      std::_Exit(3);
    }
    if (o_.hang_rank == rank_ && step == std::min<std::int64_t>(1, run.total_steps() - 1)) {
      watchdog_.reset();  // stuck beyond its own watchdog's sight (a hung driver call, say)
      for (;;) ::pause();  // alive but stuck: the others' watchdogs notice
    }
    if (root_ && o_.events && step % run.steps_per_epoch() == 0) {
      const std::int64_t epoch = step / run.steps_per_epoch();
      const auto shards = dp::distributed_sampler_ranks(config_.data_size, world_, config_.shuffle, config_.seed,
                                                        config_.drop_last, epoch);
      for (int r = 0; r < world_; ++r) emit(shard_event(epoch, r, shards[std::size_t(r)]));
    }
    const dp::DdpStepRecord rec = run.step();
    std::string mine = dp::json_float(rec.loss);  // first line: the loss; then the phase events
    for (const dp::DdpTimedPhase& p : rec.phases) {
      const double t0 = clock_.us(p.start_ns), t1 = clock_.us(p.end_ns);
      if (o_.events) mine += "\n" + phase_event(rec.step, rank_, p, t0, t1);
      if (!o_.train.trace_path.empty()) slices_ += (slices_.empty() ? "" : ",") + trace_slice(rank_, p, rec.step, t0, t1);
    }
    if (rec.step > 0) {
      std::int64_t ns = 0;
      for (const dp::DdpTimedPhase& p : rec.phases) {
        if (p.phase == dp::DdpPhase::AllReduce) ns += p.end_ns - p.start_ns;
      }
      allreduce_s_.push_back(double(ns) / 1e9);
    }
    const std::vector<std::string> all = group_.gather(mine);
    watchdog_->progress(rec.step + 1);
    if (root_) print_step(rec, all);
  }

  int finish() {
    // Ranks must end bit-identical (docs/design.md): a checksum all-reduce on every run.
    if (o_.perturb_rank == rank_) run_->perturb();
    std::uint64_t min = run_->params_checksum(), max = min;
    group_.all_reduce_min_max(min, max);
    const bool identical = min == max;
    if (!o_.train.trace_path.empty()) {
      const std::vector<std::string> all = group_.gather(slices_);
      if (root_) dp::write_file_atomically(o_.train.trace_path, trace_json(hosts_, all));
    }
    if (!root_) return identical ? 0 : 1;
    if (!identical) {
      const std::string m = "the ranks' parameters differ after training (checksums " + hex64(min) + " and " + hex64(max) + ")";
      if (o_.events) emit(error_event(0, m));
      std::cerr << "dpviz-ddp: " << m << "\n";
      return 1;
    }
    const std::int64_t steps = run_->total_steps();
    if (o_.events) emit(done_event(steps, min, identical));
    else if (replay_) emit(case_json(losses_, run_->parameters()));
    else if (!o_.train.json) emit("done: " + std::to_string(steps) + " steps, parameters bit-identical on " + std::to_string(world_) + " ranks (checksum " + hex64(min) + ")");
    if (o_.network_model) emit(network_model_line(*o_.network_model, hosts_, steady_bucket_bytes(), allreduce_s_));
    return 0;
  }

 private:
  // The gradients' group: MPI's for CPU ranks, NCCL or MPI through host copies for GPU ranks.
  dp::ProcessGroup& training_group() { return gpu_group_ ? *gpu_group_ : group_; }

  // --backend cuda: this rank's GPU (its local rank among the host's GPUs) and its group. NCCL
  // when every rank has a GPU of its own; else every rank goes through MPI (they must agree: one
  // collective library per job), and rank 0 says why on stderr.
  std::optional<int> set_up_gpu() {
    const dp::CudaDiscovery& found = dp::discover_cuda();
    const dp::GpuRankPlan plan = dp::plan_gpu_rank(group_.local_rank(), group_.local_size(), int(found.devices.size()));
    std::string refusal;
    try {
      gpu_ = dp::make_rank_gpu(plan.device);
    } catch (const dp::Error& e) {
      refusal = std::string("dpviz-ddp: --backend cuda: ") + e.what() + " on " + group_.host() + " (use --backend cpu)";
    }
    if (!all_ok(group_, refusal.empty())) return refuse(refusal, "--backend cuda: another rank has no CUDA GPU (use --backend cpu)");
    const bool nccl = all_ok(group_, plan.backend == dp::GroupBackend::Nccl);
    if (root_ && !nccl) {
      std::cerr << "dpviz-ddp: " << (plan.note.empty() ? "ranks on another host share a GPU: every rank all-reduces through MPI from host memory" : plan.note) << "\n";
    }
    try {
      gpu_group_ = dp::make_gpu_rank_group(group_, *gpu_, nccl);
    } catch (const dp::Error& e) {
      refusal = std::string("dpviz-ddp: --backend cuda: ") + e.what();
    }
    if (!all_ok(group_, refusal.empty())) return refuse(refusal, "--backend cuda: another rank could not join the GPU group");
    return std::nullopt;
  }

  std::string read_case() {
    const std::string& path = o_.train.case_path;
    replay_ = dp::load_train_case(path);
    if (replay_->mode != dp::TrainCaseMode::Ddp) {
      return "dpviz-ddp: " + path + " is a single case: replay it with dpviz-cli train --case " + path;
    }
    if (replay_->world != world_) {
      return "dpviz-ddp: " + path + " is a ddp case for world " + std::to_string(replay_->world) + ": run it with mpirun -np " +
             std::to_string(replay_->world) + " (got -np " + std::to_string(world_) + ")";
    }
    config_ = dp::train_case_run_config(*replay_, 0, dp::Backend::Simulated);
    return "";
  }

  // The steady buckets' bytes (from step 1 on), in the reducer's order.
  std::vector<std::uint64_t> steady_bucket_bytes() const {
    std::vector<std::uint64_t> out;
    const auto& params = run_->parameters();
    for (const auto& b : run_->steady_buckets()) {
      std::uint64_t bytes = 0;
      for (std::size_t p : b) bytes += params[p].values.size() * sizeof(float);
      out.push_back(bytes);
    }
    return out;
  }

  int refuse(const std::string& mine, const std::string& other) {
    if (root_) std::cerr << (mine.empty() ? "dpviz-ddp: " + other : mine) << "\n";
    return 2;
  }

  void print_step(const dp::DdpStepRecord& rec, const std::vector<std::string>& all) {
    std::vector<float> step_losses;
    for (const std::string& text : all) {
      const auto nl = text.find('\n');
      step_losses.push_back(std::strtof(text.substr(0, nl).c_str(), nullptr));
      if (o_.events && nl != std::string::npos) emit(text.substr(nl + 1));
    }
    for (int r = 0; r < world_; ++r) losses_[std::size_t(r)].push_back(step_losses[std::size_t(r)]);
    const double step_us = double(rec.step_ns) / 1000.0;
    if (o_.events) emit(step_event(rec.step, rec.epoch, step_losses, step_us));
    else if (o_.train.json) emit(step_json(rec.step, rec.epoch, step_losses, step_us));
    else if (!replay_) emit(human_line(rec, step_losses));
  }

  const Options& o_;
  dp::MpiGroup& group_;
  const int rank_, world_;
  const bool root_;
  std::optional<dp::TrainCase> replay_;
  dp::RunConfig config_ = o_.train.run;
  std::unique_ptr<dp::DevicePool> sim_pool_;      // --backend sim: this rank's simulated GPU
  std::unique_ptr<dp::Device> gpu_;               // --backend cuda: this rank's GPU
  std::unique_ptr<dp::ProcessGroup> gpu_group_;   // and the group on its memory
  std::unique_ptr<dp::DdpTraining> run_;
  std::unique_ptr<Watchdog> watchdog_;
  Clock clock_;
  std::vector<std::string> hosts_;
  std::vector<std::vector<float>> losses_;  // rank 0: per rank, per step
  std::string slices_;                      // this rank's trace slices
  std::vector<double> allreduce_s_;         // this rank's all-reduce seconds per step, from step 1
};

}  // namespace

int run_train(const Options& o, dp::MpiGroup& group) {
  TrainRank rank(o, group);
  if (const auto refused = rank.set_up()) return *refused;
  rank.announce();
  while (!rank.done()) rank.step();
  return rank.finish();
}

}  // namespace ddp
