// The training loop of a PyTorch script, one batch per step():
//   output = model(input); loss = criterion(output, target.to(output.device))
//   optimizer.zero_grad(); loss.backward(); optimizer.step()
// with model = DataParallel(net) (R10), in named phases, each timed on its device and traced.
#include "run/training.h"

#include "core/error.h"
#include "core/limits.h"
#include "nn/grad_mode.h"
#include "run/memory_budget.h"
#include "run/train_model.h"

namespace dp {

Training::Training(RunConfig config, Trace* trace, const TrainCase* replay) : DataParallelRun(std::move(config), trace) {
  config_.mode = RunMode::Train;
  const std::vector<std::int64_t> widths = train_layer_widths(config_);  // ValueError for bad layers
  config_.input_size = widths.front();
  config_.output_size = widths.back();
  if (!kEpochsRange.contains(config_.epochs)) {
    throw Error(ErrorType::ValueError, "epochs: expected from " + std::to_string(kEpochsRange.min) + " to " +
                                           std::to_string(kEpochsRange.max) + ", got " + std::to_string(config_.epochs));
  }
  if (config_.input_size < 1 || config_.output_size < 1 || config_.data_size < 0) {
    throw Error(ErrorType::RuntimeError, "Trying to create tensor with negative dimension");
  }
  make_devices();
  check_memory_budget(config_);  // before any tensor is allocated
  build_data(replay);
  make_loader();
  // A shuffled replay takes the orders torch's sampler drew (the engine's own shuffle draws others).
  if (replay && !replay->epoch_orders.empty()) loader_->set_orders(replay->epoch_orders);
  model_ = make_train_model(config_, pool_->host());
  if (replay) set_initial_parameters(*replay);
  optimizer_ = std::make_unique<SGD>(model_->parameters(), model_->gradients(), config_.lr, config_.momentum);
  place_model(/*wrap=*/true);  // R4.1: with no GPU, DataParallel runs the module on the host
  param_device_ = pool_->count() > 0 ? &pool_->device(parallel_->device_ids()[0]) : &pool_->host();
  optimizer_clock_ = param_device_->make_clock(2);
  optimizer_clock_->set_records_work(trace_ != nullptr);
}

Training::~Training() = default;

void Training::build_data(const TrainCase* replay) {
  Device& host = pool_->host();
  if (!replay) {
    dataset_ = std::make_unique<RandomDataset>(config_.input_size, config_.data_size, config_.seed, host);
    targets_ = teacher_targets(dataset_->data(), config_.output_size, config_.seed);
    return;
  }
  const auto n = static_cast<std::size_t>(config_.data_size);
  if (replay->x.size() != n * static_cast<std::size_t>(config_.input_size) ||
      replay->y.size() != n * static_cast<std::size_t>(config_.output_size)) {
    throw Error(ErrorType::ValueError, "the case's x and y do not have data_size rows of the model's in and out features");
  }
  dataset_ = std::make_unique<RandomDataset>(Tensor::from_host(Shape{config_.data_size, config_.input_size}, replay->x.data(), host));
  targets_ = Tensor::from_host(Shape{config_.data_size, config_.output_size}, replay->y.data(), host);
}

void Training::set_initial_parameters(const TrainCase& replay) { set_case_parameters(*model_, replay); }

std::int64_t Training::trace_step() const {
  return pool_->count() > 0 ? parallel_->last_step().step : host_steps_ - 1;
}

// The batch and its targets (default_collate of the same indices), on the host.
Tensor Training::load(TrainRecord& rec, Tensor& target) {
  const std::int64_t per_epoch = batches_per_epoch();
  rec.index = next_;
  rec.warm_up = next_ == 0;  // the run's first step only, not each epoch's first batch
  rec.epoch = next_ / per_epoch;
  rec.batch = next_ % per_epoch;
  if (rec.batch == 0 && rec.epoch > 0) loader_->set_epoch(rec.epoch);  // a new shuffle, if any
  ++next_;
  Device& host = pool_->host();
  Tensor input = loader_->batch(rec.batch, host);
  const auto& rows = loader_->batches()[static_cast<std::size_t>(rec.batch)];
  rec.samples = rows;
  const std::int64_t out = config_.output_size;
  target = Tensor::empty(Shape{static_cast<std::int64_t>(rows.size()), out}, host);
  for (std::size_t r = 0; r < rows.size(); ++r) {
    host.copy(target.data() + static_cast<std::int64_t>(r) * out, host, targets_.data() + rows[r] * out, host, bytes_of(out));
  }
  rec.input = input.shape();
  return input;
}

namespace {

// Each replica's output: its rows of the gathered output (the training models map rows to rows).
void record_replica_outputs(TrainRecord& rec) {
  for (std::int64_t rows : rec.chunk_sizes) {
    Shape out = rec.output;
    if (out.ndim() > 0) out[0] = rows;
    rec.replica_outputs.push_back(out);
  }
}

}  // namespace

Tensor Training::forward(const Tensor& input, TrainRecord& rec) {
  GradModeGuard grad(true);  // the forward records what backward needs
  if (pool_->count() == 0) {  // R4.1: the module runs on the host, unwrapped
    const std::int64_t start = now_ns();
    Tensor output = parallel_->forward(input);
    ++host_steps_;
    rec.chunk_sizes = {input.shape()[0]};
    rec.devices = {-1};
    rec.forward_ns = {now_ns() - start};
    rec.output = output.shape();
    record_replica_outputs(rec);
    return output;
  }
  Tensor output = parallel_->forward(input);
  const StepReport& report = parallel_->last_step();
  rec.chunk_sizes = report.chunk_sizes;
  rec.devices = report.devices;
  rec.forward_ns = report.forward_ns;
  rec.warnings = report.warnings;
  rec.output = output.shape();
  record_replica_outputs(rec);
  return output;
}

// The loss where the output is (the target copied there, as target.to(device)), its gradient,
// then DataParallel's backward: pieces, replicas, the sum on device_ids[0] (R10).
void Training::loss_and_backward(const Tensor& output, const Tensor& target, TrainRecord& rec) {
  Device& device = output.device();
  if (!loss_clock_ || loss_clock_device_ != &device) {
    loss_clock_ = device.make_clock(2);
    loss_clock_->set_records_work(trace_ != nullptr);
  }
  loss_clock_device_ = &device;
  loss_clock_->mark(0);
  const Tensor target_here = target.clone_to(device);
  const Tensor loss = criterion_(output, target_here);
  const Tensor grad = criterion_.backward();
  loss_clock_->mark(1);
  rec.loss = item(loss);  // loss.item(): waits for the device
  rec.loss_ns = loss_clock_->ns(1) - loss_clock_->ns(0);
  if (trace_) {
    trace_->record(clocked_event(trace_step(), Phase::Loss, device.index(), -1, *loss_clock_, 0, 1, output.shape(), Shape{},
                                 target.nbytes()));
  }
  parallel_->backward(grad);
  if (pool_->count() == 0) {
    rec.grad_chunk_sizes = rec.chunk_sizes;
    std::uint64_t bytes = 0;
    for (const Tensor* g : model_->gradients()) bytes += g->nbytes();
    rec.reduce_bytes = {bytes};
    return;
  }
  const StepReport& report = parallel_->last_step();
  rec.grad_chunk_sizes = report.grad_chunk_sizes;
  rec.reduce_device = report.reduce_device;
  rec.reduce_bytes = report.reduce_bytes;
  rec.backward_ns = report.backward_ns;
  rec.reduce_ns = report.reduce_ns;
}

void Training::optimizer_step(TrainRecord& rec) {
  optimizer_clock_->mark(0);
  optimizer_->step();
  optimizer_clock_->mark(1);
  param_device_->synchronize();  // the next forward replicates the updated parameters
  rec.optimizer_ns = optimizer_clock_->ns(1) - optimizer_clock_->ns(0);
  if (trace_) {
    trace_->record(clocked_event(trace_step(), Phase::Optimizer, param_device_->index(), -1, *optimizer_clock_, 0, 1,
                                 Shape{}, Shape{}, optimizer_->parameter_bytes()));
  }
}

void Training::record_memory(TrainRecord& rec) {
  rec.memory_by_kind.assign(static_cast<std::size_t>(pool_->count()), MemoryByKind{});
  parallel_->add_memory_by_kind(rec.memory_by_kind);
  for (const Tensor& buf : optimizer_->momentum_buffers()) add_bytes(rec.memory_by_kind, buf, &MemoryByKind::momentum_bytes);
  for (int d = 0; d < pool_->count(); ++d) {
    const MemoryStats total = pool_->device(d).memory();
    rec.memory_by_kind[static_cast<std::size_t>(d)].total = total;
    rec.memory.push_back(total);
  }
}

TrainRecord Training::step() {
  if (done()) throw Error(ErrorType::RuntimeError, "StopIteration: the training run has no more batches");
  for (int d = 0; d < pool_->count(); ++d) pool_->device(d).reset_peak();
  const std::int64_t start = now_ns();
  TrainRecord rec;
  Tensor target;
  const Tensor input = load(rec, target);
  const std::int64_t loaded = now_ns();
  const Tensor output = forward(input, rec);
  if (trace_) {
    trace_->record(make_event(trace_step(), Phase::Load, -1, -1, start, loaded, {}, input.shape(), input.nbytes()));
  }
  loss_and_backward(output, target, rec);
  optimizer_step(rec);
  record_memory(rec);
  rec.step_ns = now_ns() - start;
  return rec;
}

namespace {

std::vector<NamedTensor> named(const std::vector<std::string>& names, const std::vector<Tensor*>& tensors) {
  std::vector<NamedTensor> out;
  for (std::size_t i = 0; i < tensors.size() && i < names.size(); ++i) {
    if (!tensors[i]->defined()) continue;
    out.push_back(NamedTensor{names[i], tensors[i]->shape(), tensors[i]->to_vector()});
  }
  return out;
}

}  // namespace

std::vector<NamedTensor> Training::parameters() const { return named(model_->parameter_names(), model_->parameters()); }

std::vector<NamedTensor> Training::gradients() const { return named(model_->parameter_names(), model_->gradients()); }

}  // namespace dp
