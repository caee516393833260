// DataParallel.forward in its named phases: device check, plan, scatter, (single-device shortcut),
// replicate, parallel apply, first failure, gather (backward's: data_parallel_backward.cpp). One
// task per device does scatter, replicate and forward (two rounds around an NCCL broadcast on
// CUDA); gather fans out again only for big outputs. The devices are synchronized once at the end
// of the step, and the phases are recorded from each replica's clock.
#include "parallel/data_parallel.h"

#include <algorithm>

#include "core/error.h"
#include "device/task_group.h"
#include "nn/grad_mode.h"
#include "parallel/balance.h"
#include "parallel/replica.h"
#include "trace/profile_range.h"

namespace dp {

// Outputs up to this size are gathered by the calling thread: a fan-out round of wake-ups costs
// more than copying them (measured by dpviz-bench: step_overhead).
constexpr std::size_t kInlineGatherBytes = 256 * 1024;

DataParallel::DataParallel(Module& module, DevicePool& pool, DataParallelOptions options, Trace* trace)
    : module_(module), pool_(pool), trace_(trace), dim_(options.dim) {
  if (pool.count() == 0) return;  // R3.1: no accelerator, forward is a plain module call
  if (options.device_ids) {
    device_ids_ = *options.device_ids;
  } else {
    for (int i = 0; i < pool.count(); ++i) device_ids_.push_back(i);
  }
  if (device_ids_.empty()) throw Error(ErrorType::IndexError, "list index out of range");
  output_device_ = options.output_device.value_or(device_ids_[0]);  // taken before normalising
  if (device_ids_[0] < 0) {
    throw Error(ErrorType::RuntimeError, "Device index must not be negative");
  }
  std::vector<const DeviceInfo*> infos;
  for (int id : device_ids_) {
    if (id < 0 || id >= pool.count()) throw Error(ErrorType::AssertionError, "Invalid device id");
    infos.push_back(&pool.device(id).info());
  }
  balance_warning_ = check_balance(infos);  // R3.5
  if (balance_warning_) warn(*balance_warning_, -1);
  if (device_ids_.size() == 1) module_.to(pool.device(device_ids_[0]));  // R3.6
}

DataParallel::~DataParallel() = default;

void DataParallel::warn(const std::string& text, std::int64_t step) {
  last_.warnings.push_back(text);
  if (!trace_) return;
  const std::int64_t t = now_ns();
  Event e = make_event(step, Phase::Warning, -1, -1, t, t);
  e.message = text;
  trace_->record(e);
}

void DataParallel::check_module_device() {
  Device& src = pool_.device(device_ids_[0]);
  auto check = [&](const std::vector<Tensor*>& tensors) {
    for (const Tensor* t : tensors) {
      if (&t->device() != &src) {
        throw Error(ErrorType::RuntimeError,
                    "module must have its parameters and buffers on device " + src.info().torch_name() +
                        " (device_ids[0]) but found one of them on device: " +
                        t->device().info().torch_name());
      }
    }
  };
  if (!source_params_listed_) {  // parameter and buffer tensors keep their place: list them once
    source_params_ = module_.parameters();
    source_buffers_ = module_.buffers();
    source_params_listed_ = true;
  }
  check(source_params_);  // R4.2: parameters first, then buffers
  check(source_buffers_);
}

Device& DataParallel::output_target() {
  if (output_device_ == -1) return pool_.host();
  return pool_.device(output_device_);
}

namespace {

// "Caught ValueError in replica 2 on device 2.\nOriginal Traceback ..." (R8.6).
Error wrap_replica_error(std::exception_ptr error, int replica, int device) {
  std::string type = "RuntimeError";
  std::string what;
  ErrorType raised = ErrorType::RuntimeError;
  try {
    std::rethrow_exception(error);
  } catch (const Error& e) {
    type = e.type_name();
    raised = e.type();
    what = e.what();
  } catch (const std::bad_alloc& e) {
    type = "MemoryError";
    what = e.what();
  } catch (const std::exception& e) {
    type = "Exception";
    what = e.what();
  } catch (...) {
    type = "Exception";
    what = "unknown error";
  }
  const std::string where = "in replica " + std::to_string(replica) + " on device " + std::to_string(device);
  return Error(raised, "Caught " + type + " " + where + ".\nOriginal Traceback (most recent call last):\n" +
                           "  File \"<dpviz engine>\", in forward of replica " + std::to_string(replica) +
                           "\n" + type + ": " + what);
}

std::size_t copy_parameters(const std::vector<Tensor*>& sources, const std::vector<Tensor*>& params, Device& device) {
  std::size_t bytes = 0;
  for (std::size_t p = 0; p < params.size(); ++p) {
    const Tensor& src = *sources[p];
    device.copy(params[p]->data(), device, src.data(), src.device(), src.nbytes());
    bytes += src.nbytes();
  }
  return bytes;
}

}  // namespace

int DataParallel::plan_step(const Tensor& input) {
  plan_scatter_into(input.shape(), std::int64_t(device_ids_.size()), dim_, plan_);  // R4.3
  n_ = static_cast<int>(plan_.shapes.size());
  devices_.clear();
  for (int i = 0; i < n_; ++i) {
    if (replicas_.size() <= static_cast<std::size_t>(i)) replicas_.push_back(std::make_unique<Replica>());
    Replica& r = replica(i);
    if (!r.device) {
      r.device = &pool_.device(device_ids_[static_cast<std::size_t>(i)]);
      r.clock = r.device->make_clock(kMarks);
      r.clock->set_records_work(trace_ != nullptr);  // the work goes into the trace's events
    }
    if (i == 0) {
      r.module = &module_;
    } else if (!r.owned) {
      r.owned = module_.replica_skeleton(*r.device);  // structure once; values every step
      r.module = r.owned.get();
      r.params = r.owned->parameters();
    }
    devices_.push_back(r.device);
    last_.chunk_sizes.push_back(plan_.shapes[static_cast<std::size_t>(i)][plan_.dim]);
    last_.devices.push_back(r.device->index());
  }
  return n_;
}

void DataParallel::scatter_one(const Tensor& input, int i) {
  Replica& r = replica(i);
  r.clock->mark(kScatterStart);
  r.input = reuse_or_allocate(r.input, plan_.shapes[static_cast<std::size_t>(i)], *r.device);
  r.scatter_bytes = copy_piece_out(input, plan_.dim, plan_.offsets[static_cast<std::size_t>(i)], r.input);
  r.clock->mark(kScatterEnd);
}

void DataParallel::replicate_one(int i) {
  Replica& r = replica(i);
  r.clock->mark_at(kReplicateStart, *r.clock, kScatterEnd);  // scatter_one(i) ran just before
  r.replicate_bytes = !shortcut_ && i > 0 ? copy_parameters(source_params_, r.params, *r.device) : 0;
  r.clock->mark(kReplicateEnd);
}

void DataParallel::replicate_collective(Broadcaster& broadcaster) {
  ProfileRange range("replicate");
  BroadcastJob job;
  job.mark_start = kReplicateStart;
  job.mark_end = kReplicateEnd;
  for (int i = 0; i < n_; ++i) {
    Replica& r = replica(i);
    job.devices.push_back(r.device);
    job.clocks.push_back(r.clock.get());
    job.tensors.push_back(r.module->parameters());
    r.replicate_bytes = 0;
    if (i > 0) {
      for (const Tensor* t : source_params_) r.replicate_bytes += t->nbytes();
    }
  }
  broadcaster.broadcast(job);
}

void DataParallel::apply_one(int i, bool after_replicate) {
  ProfileRange range("replica forward");
  Replica& r = replica(i);
  ReplicaScope scope({shortcut_ ? -1 : i, r.device->index()});
  GradModeGuard grad_mode(grad_mode_);  // R8.4: the caller's grad mode
  r.order = -1;
  if (after_replicate) {
    r.clock->mark_at(kForwardStart, *r.clock, kReplicateEnd);
  } else {
    r.clock->mark(kForwardStart);
  }
  try {
    r.output = (*r.module)(r.input);
  } catch (...) {
    r.clock->mark(kForwardEnd);
    throw;
  }
  r.clock->mark(kForwardEnd);
  r.order = finished_.fetch_add(1, std::memory_order_relaxed);
}

// Scatter each chunk to its device (R5.1) and broadcast the parameters from device_ids[0] to the
// other replicas (R6.2; replica 0 shares the originals, R6.3), then run every replica at once, each
// on its own device (R8). A pool with a collective broadcast (NCCL) does it between two rounds;
// otherwise scatter, replicate and forward are one task per device (one wake-up per device per step).
void DataParallel::run_replicas(const Tensor& input) {
  finished_.store(0, std::memory_order_relaxed);
  Broadcaster* collective = shortcut_ ? nullptr : pool_.broadcaster();
  if (collective) {
    {
      ProfileRange range("scatter");
      TaskGroup::run(devices_, [&](int i) { scatter_one(input, i); }, errors_);
      for (const auto& e : errors_) {
        if (e) std::rethrow_exception(e);
      }
    }
    replicate_collective(*collective);
    ProfileRange range("parallel_apply");
    TaskGroup::run(devices_, [&](int i) { apply_one(i, false); }, errors_);
    return;
  }
  ProfileRange range("scatter, replicate, parallel_apply");
  setup_errors_.assign(static_cast<std::size_t>(n_), nullptr);
  TaskGroup::run(devices_, [&](int i) {
    try {
      scatter_one(input, i);
      replicate_one(i);
    } catch (...) {  // not the replica's own failure: raised as it is, below
      setup_errors_[static_cast<std::size_t>(i)] = std::current_exception();
      return;
    }
    apply_one(i, true);
  }, errors_);
  for (const auto& e : setup_errors_) {
    if (e) std::rethrow_exception(e);
  }
}

void DataParallel::raise_first_failure(std::int64_t step, const Tensor& input) {
  for (int i = 0; i < n_; ++i) {  // R8.6: the lowest-index failure, after all have finished
    const std::exception_ptr error = errors_[static_cast<std::size_t>(i)];
    if (!error) continue;
    for (Device* d : devices_) {
      try {
        d->synchronize();
      } catch (...) {  // the replica's own error is the one to report
      }
    }
    record_phases(step, input, nullptr);
    for (auto& r : replicas_) r->output = Tensor();
    if (shortcut_) std::rethrow_exception(error);
    throw wrap_replica_error(error, i, device_ids_[static_cast<std::size_t>(i)]);
  }
}

// Gather on the output device, in replica order (R8.5, R9), each replica sending its own output
// after its forward, from its own device. Small outputs are copied from the calling thread: a
// fan-out round of wake-ups costs more than the copies.
Tensor DataParallel::gather(std::int64_t step) {
  ProfileRange range("gather");
  out_shapes_.clear();
  for (int i = 0; i < n_; ++i) out_shapes_.push_back(replica(i).output.shape());
  plan_gather_into(out_shapes_, dim_, gplan_);
  if (gplan_.unsqueezed_scalars) warn(kScalarGatherWarning, step);  // R9.2
  if (output_device_ == -1) warn(kCpuMinusOneWarning, step);        // R9.5
  Tensor result = reuse_or_allocate(result_cache_, gplan_.slices.whole, output_target());
  const bool inline_gather = result.nbytes() <= kInlineGatherBytes;
  auto gather_one = [&](int i) {
    Replica& r = replica(i);
    if (inline_gather && i > 0) {  // the calling thread gathered replica i - 1 just before
      r.clock->mark_at(kGatherStart, *replica(i - 1).clock, kGatherEnd);
    } else {
      r.clock->mark(kGatherStart);
    }
    const Tensor piece = gplan_.unsqueezed_scalars ? r.output.view(Shape{1}) : r.output;
    r.gather_bytes = copy_piece_in(piece, gplan_.slices.dim, gplan_.slices.offsets[static_cast<std::size_t>(i)], result);
    r.clock->mark(kGatherEnd);
  };
  if (inline_gather) {
    for (int i = 0; i < n_; ++i) gather_one(i);
  } else {
    TaskGroup::run(devices_, gather_one, errors_);
    for (const auto& e : errors_) {
      if (e) std::rethrow_exception(e);
    }
  }
  return result;
}

Tensor DataParallel::forward(const Tensor& input) {
  recorded_ = false;
  if (device_ids_.empty()) {  // R4.1
    Tensor output = module_(input);
    recorded_ = grad_enabled();
    return output;
  }
  ProfileRange range("DataParallel.forward");
  grad_mode_ = grad_enabled();
  const std::int64_t step = trace_ ? trace_->next_step() : last_.step + 1;
  const std::int64_t step_start = now_ns();
  last_.clear();  // keeps its vectors' capacity: the per-step path allocates nothing
  last_.step = step;
  last_.input = input.shape();
  check_module_device();  // R4.2
  plan_step(input);
  shortcut_ = device_ids_.size() == 1;  // R4.5: the configured count, not the piece count
  last_.shortcut = shortcut_;
  SettleDevices settle(devices_);
  run_replicas(input);
  raise_first_failure(step, input);
  // R4.5: no gather on the shortcut; the output stays where the module put it.
  Tensor result = shortcut_ ? replicas_[0]->output : gather(step);
  settle.now();  // the step waits for its devices' work, then reads their clocks
  record_phases(step, input, &result);
  for (auto& r : replicas_) r->output = Tensor();  // lets each module reuse its output buffer
  last_.output = result.shape();
  recorded_ = grad_mode_;  // backward may follow
  if (trace_) {
    trace_->record(make_event(step, Phase::StepDone, -1, -1, step_start, now_ns(), input.shape(), result.shape()));
  }
  return result;
}

// Fills the step report and, with a trace, records the step's phases from the replicas' clocks.
// `result` is null when the step failed in parallel_apply (no gather happened).
void DataParallel::record_phases(std::int64_t step, const Tensor& input, const Tensor* result) {
  const int n = n_;
  by_completion_.clear();
  for (int i = 0; i < n; ++i) by_completion_.push_back(i);
  std::sort(by_completion_.begin(), by_completion_.end(), [&](int a, int b) {  // keys are distinct
    const int oa = replica(a).order;
    const int ob = replica(b).order;
    return (oa < 0 ? n + a : oa) < (ob < 0 ? n + b : ob);  // failed replicas last, in index order
  });
  for (int i : by_completion_) {
    if (replica(i).order >= 0) last_.completion_order.push_back(i);
  }
  for (int i = 0; i < n; ++i) {
    const Replica& r = replica(i);
    last_.forward_ns.push_back(r.clock->ns(kForwardEnd) - r.clock->ns(kForwardStart));
    last_.outputs.push_back(r.order >= 0 ? r.output.shape() : Shape{});
    if (errors_[static_cast<std::size_t>(i)] && last_.failed_replica < 0) last_.failed_replica = i;
  }
  if (!trace_) return;
  for (int i = 0; i < n; ++i) {
    const Replica& r = replica(i);
    trace_->record(clocked_event(step, Phase::Scatter, r.device->index(), i, *r.clock, kScatterStart, kScatterEnd,
                                 input.shape(), r.input.shape(), r.scatter_bytes));
  }
  for (int i = 0; i < n && !shortcut_; ++i) {
    const Replica& r = replica(i);
    trace_->record(clocked_event(step, Phase::Replicate, r.device->index(), i, *r.clock, kReplicateStart,
                                 kReplicateEnd, Shape{}, Shape{}, r.replicate_bytes));
  }
  for (int i : by_completion_) {
    const Replica& r = replica(i);
    Event e = clocked_event(step, Phase::Forward, r.device->index(), i, *r.clock, kForwardStart, kForwardEnd,
                            r.input.shape(), r.order >= 0 ? r.output.shape() : Shape{});
    e.order = r.order;
    if (errors_[static_cast<std::size_t>(i)]) e.message = "failed";
    trace_->record(e);
  }
  if (!result || shortcut_) return;
  for (int i = 0; i < n; ++i) {
    const Replica& r = replica(i);
    Event e = clocked_event(step, Phase::Gather, r.device->index(), i, *r.clock, kGatherStart, kGatherEnd,
                            r.output.shape(), result->shape(), r.gather_bytes);
    e.message = result->device().info().torch_name();
    trace_->record(e);
  }
}

}  // namespace dp
