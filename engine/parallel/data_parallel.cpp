// DataParallel.forward: device check, scatter, (single-device shortcut), replicate, parallel
// apply, gather. One task per device does scatter, replicate and forward (two rounds around an
// NCCL broadcast on CUDA); gather fans out again only for big outputs. The devices are
// synchronized once at the end of the step, and the phases are recorded from each replica's clock.
#include "parallel/data_parallel.h"

#include <algorithm>
#include <atomic>

#include "parallel/balance.h"
#include "device/broadcaster.h"
#include "core/error.h"
#include "trace/profile_range.h"
#include "parallel/scatter_gather.h"
#include "device/task_group.h"

namespace dp {

// Points marked on each replica's clock, in its device's stream of work.
enum Mark : int {
  kScatterStart, kScatterEnd, kReplicateStart, kReplicateEnd,
  kForwardStart, kForwardEnd, kGatherStart, kGatherEnd, kMarks
};

// Outputs up to this size are gathered by the calling thread: a fan-out round of wake-ups costs
// more than copying them (measured by dpviz-bench: step_overhead).
constexpr std::size_t kInlineGatherBytes = 256 * 1024;

struct DataParallel::Replica {
  Module* module = nullptr;            // replica 0: the wrapped module itself (R6.3)
  std::unique_ptr<Module> owned;       // replicas 1..: a skeleton on their device, built once
  std::vector<Tensor*> params;         // owned's parameters, listed once
  Device* device = nullptr;
  std::unique_ptr<DeviceClock> clock;  // made once with the replica
  Tensor input;                        // this replica's chunk, reused across steps of one shape
  Tensor output;
  std::size_t scatter_bytes = 0, replicate_bytes = 0, gather_bytes = 0;
  int order = -1;                      // completion rank in parallel_apply, -1 if it failed
};

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
  Event e;
  e.step = step;
  e.phase = Phase::Warning;
  e.start_ns = e.end_ns = now_ns();
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

Event make_event(std::int64_t step, Phase phase, int device, int replica, std::int64_t start,
                 std::int64_t end, Shape in, Shape out, std::uint64_t bytes) {
  Event e;
  e.step = step;
  e.phase = phase;
  e.device = device;
  e.replica = replica;
  e.start_ns = start;
  e.end_ns = end;
  e.input = std::move(in);
  e.output = std::move(out);
  e.bytes = bytes;
  return e;
}

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

}  // namespace

namespace {

// Waits for every device when it goes out of scope, so no copy or kernel of a step is still in
// flight when forward returns or throws; now() does it on the normal path and reports errors.
class SettleDevices {
 public:
  explicit SettleDevices(const std::vector<Device*>& devices) : devices_(devices) {}
  ~SettleDevices() {
    if (done_) return;
    for (Device* d : devices_) {
      try {
        d->synchronize();
      } catch (...) {  // already failing: the first error is the one reported
      }
    }
  }
  void now() {
    done_ = true;
    for (Device* d : devices_) d->synchronize();
  }

 private:
  const std::vector<Device*>& devices_;
  bool done_ = false;
};

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

Tensor DataParallel::forward(const Tensor& input) {
  if (device_ids_.empty()) return module_(input);  // R4.1
  ProfileRange range("DataParallel.forward");
  const std::int64_t step = trace_ ? trace_->next_step() : last_.step + 1;
  const std::int64_t step_start = now_ns();
  last_.clear();  // keeps its vectors' capacity: the per-step path allocates nothing
  last_.step = step;
  last_.input = input.shape();
  check_module_device();                                                       // R4.2
  plan_scatter_into(input.shape(), std::int64_t(device_ids_.size()), dim_, plan_);  // R4.3
  const SlicePlan& plan = plan_;
  const int n = static_cast<int>(plan.shapes.size());
  const bool shortcut = device_ids_.size() == 1;  // R4.5: configured count, not piece count
  last_.shortcut = shortcut;

  std::vector<Device*>& devices = devices_;
  devices.clear();
  for (int i = 0; i < n; ++i) {
    if (replicas_.size() <= static_cast<std::size_t>(i)) replicas_.push_back(std::make_unique<Replica>());
    Replica& r = replica(i);
    if (!r.device) {
      r.device = &pool_.device(device_ids_[static_cast<std::size_t>(i)]);
      r.clock = r.device->make_clock(kMarks);
    }
    if (i == 0) {
      r.module = &module_;
    } else if (!r.owned) {
      r.owned = module_.replica_skeleton(*r.device);  // structure once; values every step
      r.module = r.owned.get();
      r.params = r.owned->parameters();
    }
    devices.push_back(r.device);
    last_.chunk_sizes.push_back(plan.shapes[static_cast<std::size_t>(i)][plan.dim]);
    last_.devices.push_back(r.device->index());
  }
  SettleDevices settle(devices);

  // Scatter each chunk to its device (R5.1) and broadcast the parameters from device_ids[0] to
  // the other replicas (R6.2); replica 0 shares the originals (R6.3). A pool with a collective
  // broadcast (NCCL) does it once for all between two rounds; otherwise each device copies, and
  // scatter, replicate and forward are one task per device (one wake-up per device per step).
  const std::vector<Tensor*>& source_params = source_params_;  // listed by check_module_device
  Broadcaster* collective = shortcut ? nullptr : pool_.broadcaster();
  auto scatter_and_replicate = [&](int i) {
    Replica& r = replica(i);
    r.clock->mark(kScatterStart);
    r.input = reuse_or_allocate(r.input, plan.shapes[static_cast<std::size_t>(i)], *r.device);
    r.scatter_bytes = copy_piece_out(input, plan.dim, plan.offsets[static_cast<std::size_t>(i)], r.input);
    r.clock->mark(kScatterEnd);
    if (collective) return;
    r.clock->mark(kReplicateStart);
    r.replicate_bytes = !shortcut && i > 0 ? copy_parameters(source_params, r.params, *r.device) : 0;
    r.clock->mark(kReplicateEnd);
  };
  // Parallel apply (R8): every replica at once, each on its own device.
  std::atomic<int> finished{0};
  auto apply = [&](int i) {
    ProfileRange replica_range("replica forward");
    Replica& r = replica(i);
    ReplicaScope scope({shortcut ? -1 : i, r.device->index()});
    r.order = -1;
    r.clock->mark(kForwardStart);
    try {
      r.output = (*r.module)(r.input);
    } catch (...) {
      r.clock->mark(kForwardEnd);
      throw;
    }
    r.clock->mark(kForwardEnd);
    r.order = finished.fetch_add(1, std::memory_order_relaxed);
  };
  std::vector<std::exception_ptr>& errors = errors_;
  if (collective) {
    {
      ProfileRange scatter_range("scatter");
      TaskGroup::run(devices, scatter_and_replicate, errors);
      for (const auto& e : errors) {
        if (e) std::rethrow_exception(e);
      }
    }
    {
      ProfileRange replicate_range("replicate");
      BroadcastJob job;
      job.mark_start = kReplicateStart;
      job.mark_end = kReplicateEnd;
      for (int i = 0; i < n; ++i) {
        Replica& r = replica(i);
        job.devices.push_back(r.device);
        job.clocks.push_back(r.clock.get());
        job.tensors.push_back(r.module->parameters());
        r.replicate_bytes = 0;
        if (i > 0) {
          for (const Tensor* t : source_params) r.replicate_bytes += t->nbytes();
        }
      }
      collective->broadcast(job);
    }
    ProfileRange apply_range("parallel_apply");
    TaskGroup::run(devices, apply, errors);
  } else {
    ProfileRange apply_range("scatter, replicate, parallel_apply");
    std::vector<std::exception_ptr>& setup_errors = setup_errors_;
    setup_errors.assign(static_cast<std::size_t>(n), nullptr);
    TaskGroup::run(devices, [&](int i) {
      try {
        scatter_and_replicate(i);
      } catch (...) {  // not the replica's own failure: raised as it is, below
        setup_errors[static_cast<std::size_t>(i)] = std::current_exception();
        return;
      }
      apply(i);
    }, errors);
    for (const auto& e : setup_errors) {
      if (e) std::rethrow_exception(e);
    }
  }
  for (int i = 0; i < n; ++i) {  // R8.6: the lowest-index failure, after all have finished
    if (!errors[static_cast<std::size_t>(i)]) continue;
    try {
      settle.now();
    } catch (...) {  // the replica's own error is the one to report
    }
    record_phases(step, n, input, shortcut, errors, nullptr);
    for (auto& r : replicas_) r->output = Tensor();
    if (shortcut) std::rethrow_exception(errors[static_cast<std::size_t>(i)]);
    throw wrap_replica_error(errors[static_cast<std::size_t>(i)], i, device_ids_[static_cast<std::size_t>(i)]);
  }

  Tensor result;
  if (shortcut) {  // R4.5: no gather; the output stays where the module put it
    result = replicas_[0]->output;
  } else {
    // Round 3: gather on the output device, in replica order (R8.5, R9), each replica sending
    // its own output after its forward, from its own device.
    ProfileRange gather_range("gather");
    out_shapes_.clear();
    for (int i = 0; i < n; ++i) out_shapes_.push_back(replica(i).output.shape());
    plan_gather_into(out_shapes_, dim_, gplan_);
    const GatherPlan& gplan = gplan_;
    if (gplan.unsqueezed_scalars) warn(kScalarGatherWarning, step);
    if (output_device_ == -1) warn(kCpuMinusOneWarning, step);
    result = reuse_or_allocate(result_cache_, gplan.slices.whole, output_target());  // new if the caller kept the last
    auto gather_one = [&](int i) {
      Replica& r = replica(i);
      r.clock->mark(kGatherStart);
      const Tensor piece = gplan.unsqueezed_scalars ? r.output.view(Shape{1}) : r.output;
      r.gather_bytes = copy_piece_in(piece, gplan.slices.dim, gplan.slices.offsets[static_cast<std::size_t>(i)], result);
      r.clock->mark(kGatherEnd);
    };
    if (result.nbytes() <= kInlineGatherBytes) {  // small: issued from here, no round of wake-ups
      for (int i = 0; i < n; ++i) gather_one(i);
    } else {
      TaskGroup::run(devices, gather_one, errors);
      for (const auto& e : errors) {
        if (e) std::rethrow_exception(e);
      }
    }
  }
  settle.now();  // the step waits for its devices' work, then reads their clocks
  record_phases(step, n, input, shortcut, errors, &result);
  for (auto& r : replicas_) r->output = Tensor();  // lets each module reuse its output buffer
  last_.output = result.shape();
  if (trace_) {
    Event done = make_event(step, Phase::StepDone, -1, -1, step_start, now_ns(), input.shape(),
                            result.shape(), 0);
    trace_->record(done);
  }
  return result;
}

// Fills the step report and, with a trace, records the step's phases from the replicas' clocks.
// `result` is null when the step failed in parallel_apply (no gather happened).
void DataParallel::record_phases(std::int64_t step, int n, const Tensor& input, bool shortcut,
                                       const std::vector<std::exception_ptr>& errors, const Tensor* result) {
  std::vector<int>& by_completion = by_completion_;
  by_completion.clear();
  for (int i = 0; i < n; ++i) by_completion.push_back(i);
  std::sort(by_completion.begin(), by_completion.end(), [&](int a, int b) {  // keys are distinct
    const int oa = replica(a).order;
    const int ob = replica(b).order;
    return (oa < 0 ? n + a : oa) < (ob < 0 ? n + b : ob);  // failed replicas last, in index order
  });
  for (int i : by_completion) {
    if (replica(i).order >= 0) last_.completion_order.push_back(i);
  }
  for (int i = 0; i < n; ++i) {
    const DeviceClock& c = *replica(i).clock;
    last_.forward_ns.push_back(c.ns(kForwardEnd) - c.ns(kForwardStart));
  }
  if (!trace_) return;
  for (int i = 0; i < n; ++i) {
    const Replica& r = replica(i);
    trace_->record(make_event(step, Phase::Scatter, r.device->index(), i, r.clock->ns(kScatterStart),
                              r.clock->ns(kScatterEnd), input.shape(), r.input.shape(), r.scatter_bytes));
  }
  if (!shortcut) {
    for (int i = 0; i < n; ++i) {
      const Replica& r = replica(i);
      trace_->record(make_event(step, Phase::Replicate, r.device->index(), i, r.clock->ns(kReplicateStart),
                                r.clock->ns(kReplicateEnd), Shape{}, Shape{}, r.replicate_bytes));
    }
  }
  for (int i : by_completion) {
    const Replica& r = replica(i);
    Event e = make_event(step, Phase::Forward, r.device->index(), i, r.clock->ns(kForwardStart),
                         r.clock->ns(kForwardEnd), r.input.shape(), r.order >= 0 ? r.output.shape() : Shape{}, 0);
    e.order = r.order;
    if (errors[static_cast<std::size_t>(i)]) e.message = "failed";
    trace_->record(e);
  }
  if (!result || shortcut) return;
  for (int i = 0; i < n; ++i) {
    const Replica& r = replica(i);
    Event e = make_event(step, Phase::Gather, r.device->index(), i, r.clock->ns(kGatherStart),
                         r.clock->ns(kGatherEnd), r.output.shape(), result->shape(), r.gather_bytes);
    e.message = result->device().info().torch_name();
    trace_->record(e);
  }
}

}  // namespace dp
