// The tutorial's loop: for data in rand_loader: output = model(input); print("Outside: ...").
#include "run/tutorial.h"

#include "core/error.h"
#include "nn/layers.h"
#include "run/memory_budget.h"
#include "device/task_group.h"
#include "device/tensor.h"

namespace dp {

std::string in_model_line(const Shape& input, const Shape& output) {
  return "\tIn Model: input size " + input.to_string() + " output size " + output.to_string();
}

std::string outside_line(const Shape& input, const Shape& output) {
  return "Outside: input size " + input.to_string() + " output_size " + output.to_string();
}

std::string header_line(int gpus) { return "Let's use " + std::to_string(gpus) + " GPUs!"; }

bool tutorial_wraps_model(int gpus) { return gpus > 1; }

Tutorial::Tutorial(RunConfig config, Trace* trace)
    : DataParallelRun(std::move(config), trace), sink_(std::make_shared<PrintSink>()) {
  make_devices();
  // PyTorch's own check, with the dimension and the size: torch.randn(data, in) first, then
  // Linear(in, out)'s weight of [out, in].
  check_dims_nonnegative(Shape{config_.data_size, config_.input_size});
  check_dims_nonnegative(Shape{config_.output_size, config_.input_size});
  check_memory_budget(config_);  // before any tensor is allocated
  dataset_ = std::make_unique<RandomDataset>(config_.input_size, config_.data_size, config_.seed, pool_->host());
  make_loader();
  auto linear = std::make_unique<Linear>(config_.input_size, config_.output_size, pool_->host(), config_.seed);
  if (config_.model == TutorialModel::Linear && config_.fail_replica < 0) {
    model_ = std::move(linear);
  } else {  // the Model's forward does more after self.fc: return a sum, or raise in one replica
    auto seq = std::make_unique<Sequential>();
    seq->add(std::move(linear));
    if (config_.model == TutorialModel::LinearSum) seq->add(std::make_unique<SumAll>());
    if (config_.fail_replica >= 0) seq->add(std::make_unique<RaiseInReplica>(config_.fail_replica));
    model_ = std::move(seq);
  }
  model_->register_forward_hook([sink = sink_](const HookCall& call) {
    const std::string line = in_model_line(call.input.shape(), call.output.shape());
    std::lock_guard lock(sink->mutex);
    sink->lines.emplace_back(current_replica().replica, line);
  });
  place_model(tutorial_wraps_model(pool_->count()));  // if torch.cuda.device_count() > 1: model = nn.DataParallel(model)
}

Tutorial::~Tutorial() = default;

std::string Tutorial::header() const {
  return wrapped() ? header_line(pool_->count()) : std::string();
}

namespace {

// FNV-1a over the output's bytes: equal outputs, equal checksums.
std::uint64_t checksum(const Tensor& t) {
  std::uint64_t h = 14695981039346656037ull;  // FNV-1a 64 offset basis
  const std::vector<float> values = t.to_vector();
  const auto* bytes = reinterpret_cast<const unsigned char*>(values.data());
  for (std::size_t i = 0; i < values.size() * sizeof(float); ++i) h = (h ^ bytes[i]) * 1099511628211ull;
  return h;
}

}  // namespace

Tensor Tutorial::load(BatchRecord& rec) {
  const std::int64_t start = now_ns();
  Tensor input = loader_->batch(next_, pool_->host());
  rec.warm_up = next_ == 0;  // one epoch: its first batch is the first step on these devices
  rec.index = next_++;
  rec.samples = loader_->batches()[static_cast<std::size_t>(rec.index)];
  rec.input = input.shape();
  if (trace_) {
    trace_->record(make_event(rec.index, Phase::Load, -1, -1, start, now_ns(), {}, input.shape(), input.nbytes()));
  }
  return input;
}

void Tutorial::copy_report(BatchRecord& rec) const {
  const StepReport& report = parallel_->last_step();
  rec.chunk_sizes = report.chunk_sizes;
  rec.devices = report.devices;
  rec.forward_ns = report.forward_ns;
  rec.replica_outputs = report.outputs;
  rec.failed_replica = report.failed_replica;
  rec.warnings = report.warnings;
}

Tensor Tutorial::forward_wrapped(const Tensor& input, BatchRecord& rec) {
  Tensor output = parallel_->forward(input);
  copy_report(rec);
  return output;
}

// Not wrapped (R11.4): input.to(device), then the model runs on that device, timed on its clock.
Tensor Tutorial::forward_unwrapped(const Tensor& input, BatchRecord& rec) {
  Device& device = pool_->count() > 0 ? pool_->device(0) : pool_->host();
  if (!clock_) {
    clock_ = device.make_clock(2);
    clock_->set_records_work(trace_ != nullptr);
  }
  Tensor output;
  TaskGroup::run_or_throw({&device}, [&](int) {
    Tensor x = input.clone_to(device);
    clock_->mark(0);
    output = (*model_)(x);
    clock_->mark(1);
    device.synchronize();  // the step ends when the device is done, as with DataParallel
  });
  const std::int64_t f0 = clock_->ns(0), f1 = clock_->ns(1);
  rec.chunk_sizes = {input.shape()[0]};
  rec.devices = {device.index()};
  rec.forward_ns = {f1 - f0};
  rec.replica_outputs = {output.shape()};
  if (trace_) {
    Event e = clocked_event(rec.index, Phase::Forward, device.index(), 0, *clock_, 0, 1, input.shape(), output.shape());
    e.order = 0;
    trace_->record(e);
  }
  return output;
}

// The In Model lines in the order the replicas printed them, then the Outside line (R11.3).
void Tutorial::collect_lines(BatchRecord& rec, bool completed) {
  {
    std::lock_guard lock(sink_->mutex);
    rec.replica_lines.resize(sink_->lines.size());
    for (const auto& [replica, line] : sink_->lines) {
      const std::size_t r = replica < 0 ? 0 : static_cast<std::size_t>(replica);
      if (r >= rec.replica_lines.size()) rec.replica_lines.resize(r + 1);
      rec.replica_lines[r] = line;
      rec.printed_order.push_back(static_cast<int>(r));
    }
  }
  if (completed) rec.outside = outside_line(rec.input, rec.output);
  if (!trace_) return;
  const std::int64_t t = now_ns();
  for (int r : rec.printed_order) {
    const int device = rec.devices.empty() ? -1 : rec.devices[static_cast<std::size_t>(r)];
    Event e = make_event(rec.index, Phase::Print, device, r, t, t);
    e.message = rec.replica_lines[static_cast<std::size_t>(r)];
    trace_->record(e);
  }
  if (!completed) return;
  Event e = make_event(rec.index, Phase::Print, -1, -1, t, t);
  e.message = rec.outside;
  trace_->record(e);
}

BatchRecord Tutorial::step() {
  if (done()) throw Error(ErrorType::RuntimeError, "StopIteration: the epoch has no more batches");
  for (int d = 0; d < pool_->count(); ++d) pool_->device(d).reset_peak();
  const std::int64_t start = now_ns();
  BatchRecord rec;
  const Tensor input = load(rec);
  {
    std::lock_guard lock(sink_->mutex);
    sink_->lines.clear();
  }
  Tensor output;
  try {
    output = parallel_ ? forward_wrapped(input, rec) : forward_unwrapped(input, rec);
  } catch (const std::exception& e) {  // keep what the batch did until it failed, then raise
    if (parallel_) copy_report(rec);
    rec.error = e.what();
    for (int d = 0; d < pool_->count(); ++d) rec.memory.push_back(pool_->device(d).memory());
    collect_lines(rec, false);
    rec.step_ns = now_ns() - start;
    failed_ = std::move(rec);
    throw;
  }
  rec.output = output.shape();
  if (config_.output_checksum) rec.output_checksum = checksum(output);
  for (int d = 0; d < pool_->count(); ++d) rec.memory.push_back(pool_->device(d).memory());
  collect_lines(rec, true);
  rec.step_ns = now_ns() - start;
  return rec;
}

}  // namespace dp
