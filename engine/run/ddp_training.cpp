// One DDP rank's training loop: load its shard's batch, forward, loss, backward with bucketed
// all-reduce (the reducer), SGD (see ddp_training.h).
#include "run/ddp_training.h"

#include <cmath>

#include "core/error.h"
#include "core/limits.h"
#include "data/distributed_sampler.h"
#include "nn/grad_mode.h"
#include "nn/layers.h"
#include "run/train_model.h"

namespace dp {

DdpTraining::DdpTraining(RunConfig config, ProcessGroup& group, ReducerOptions options, const TrainCase* replay,
                         Device* device)
    : config_(std::move(config)), group_(group), options_(options), device_(device ? *device : host_) {
  config_.mode = RunMode::Train;
  const std::vector<std::int64_t> widths = train_layer_widths(config_);
  config_.input_size = widths.front();
  config_.output_size = widths.back();
  if (!kEpochsRange.contains(config_.epochs)) throw Error(ErrorType::ValueError, "epochs: out of range");
  if (config_.batch_size < 1) {
    throw Error(ErrorType::ValueError, "batch_size should be a positive integer value, but got batch_size=" +
                                           std::to_string(config_.batch_size));
  }
  if (config_.data_size < 0) throw Error(ErrorType::RuntimeError, "Trying to create tensor with negative dimension");
  if (replay) {
    dataset_ = std::make_unique<RandomDataset>(
        Tensor::from_host(Shape{config_.data_size, config_.input_size}, replay->x.data(), host_));
    targets_ = Tensor::from_host(Shape{config_.data_size, config_.output_size}, replay->y.data(), host_);
  } else {
    dataset_ = std::make_unique<RandomDataset>(config_.input_size, config_.data_size, config_.seed, host_);
    targets_ = teacher_targets(dataset_->data(), config_.output_size, config_.seed);
  }
  model_ = make_train_model(config_, device_);
  if (replay) {
    set_case_parameters(*model_, *replay);
    orders_ = replay->epoch_orders;  // a shuffled case: the permutations torch drew (randperm, seed + epoch)
    for (const auto& order : orders_) {
      if (!is_permutation_of_range(order, config_.data_size)) {
        throw Error(ErrorType::ValueError, "a replayed epoch order is not a permutation of the samples' indices");
      }
    }
  }
  // SGD first: its checks throw on every rank alike, before the reducer's first collective.
  optimizer_ = std::make_unique<SGD>(model_->parameters(), model_->gradients(), config_.lr, config_.momentum);
  options_.prescaled = true;  // step() divides the loss gradient by the world size (R14.2)
  reducer_ = std::make_unique<DdpReducer>(group_, *model_, options_);  // R14.1: rank 0's parameters
  const SamplerSizes sizes = sampler_sizes(config_.data_size, group_.world(), config_.drop_last);
  // The loader over the shard keeps drop_last=False (docs/design.md: the sampler drops, not the loader).
  steps_per_epoch_ = static_cast<std::int64_t>(batch_sizes(sizes.num_samples, config_.batch_size, false).size());
}

DdpTraining::~DdpTraining() = default;

std::vector<std::int64_t> DdpTraining::shard(std::int64_t epoch) const {
  if (!orders_.empty()) {  // set_epoch(e) on a replayed shuffled case: torch's permutation, then R13.3
    if (epoch < 0 || epoch >= static_cast<std::int64_t>(orders_.size())) {
      throw Error(ErrorType::ValueError, "no order given for epoch " + std::to_string(epoch));
    }
    return sampler_indices(orders_[static_cast<std::size_t>(epoch)], group_.world(), group_.rank(), config_.drop_last);
  }
  return distributed_sampler_ranks(config_.data_size, group_.world(), config_.shuffle, config_.seed,
                                   config_.drop_last, epoch)[static_cast<std::size_t>(group_.rank())];
}

std::int64_t DdpTraining::backward(const Tensor& grad_output) {
  reducer_->prepare_for_backward();
  // Layer by layer from the last, so that a bucket's all-reduce starts while earlier layers'
  // backward still runs. Within a Linear, torch's autograd readies bias before weight.
  std::vector<Module*> layers;
  if (auto* seq = dynamic_cast<Sequential*>(model_.get())) {
    for (std::size_t i = 0; i < seq->size(); ++i) layers.push_back(&seq->child(i));
  } else {
    layers.push_back(model_.get());
  }
  std::vector<std::size_t> first_param(layers.size() + 1, 0);
  for (std::size_t i = 0; i < layers.size(); ++i) first_param[i + 1] = first_param[i] + layers[i]->parameters().size();
  Tensor grad = grad_output;
  for (std::size_t i = layers.size(); i-- > 0;) {
    grad = layers[i]->backward(grad, /*input_grad=*/i > 0);
    // On a GPU the gradients are queued, not written: the group orders its collective after them
    // (NcclGroup on the device's stream; HostStagedGroup copies after the device's earlier work).
    for (std::size_t p = first_param[i + 1]; p-- > first_param[i];) reducer_->mark_ready(p);
  }
  if (!device_.info().is_host()) device_.synchronize();
  const std::int64_t computed = now_ns();  // the first layer's backward is done
  reducer_->finalize();
  return computed;
}

DdpStepRecord DdpTraining::step() {
  if (done()) throw Error(ErrorType::RuntimeError, "the run is over");
  DdpStepRecord rec;
  rec.step = next_;
  rec.epoch = next_ / steps_per_epoch_;
  const std::int64_t batch = next_ % steps_per_epoch_;
  if (batch == 0) shard_ = shard(rec.epoch);  // set_epoch(e)
  ++next_;
  auto phase = [&](DdpPhase name, std::int64_t t0) { rec.phases.push_back({name, t0, now_ns()}); };
  const std::int64_t start = now_ns();
  // load: this rank's rows of its shard, and their targets
  const std::int64_t b0 = batch * config_.batch_size;
  const std::int64_t rows = std::min<std::int64_t>(config_.batch_size, static_cast<std::int64_t>(shard_.size()) - b0);
  const std::int64_t in = config_.input_size, out = config_.output_size;
  Tensor x = Tensor::empty(Shape{rows, in}, host_);
  Tensor y = Tensor::empty(Shape{rows, out}, host_);
  for (std::int64_t r = 0; r < rows; ++r) {
    const std::int64_t i = shard_[static_cast<std::size_t>(b0 + r)];
    std::copy_n(dataset_->data().data() + i * in, in, x.data() + r * in);
    std::copy_n(targets_.data() + i * out, out, y.data() + r * out);
  }
  const bool on_host = device_.info().is_host();
  if (!on_host) {  // input.to(device), target.to(device)
    x = x.clone_to(device_);
    y = y.clone_to(device_);
  }
  phase(DdpPhase::Load, start);
  const std::int64_t t_fwd = now_ns();
  Tensor output;
  {
    GradModeGuard grad(true);
    output = (*model_)(x);
  }
  if (!on_host) device_.synchronize();  // a GPU's phase ends when its kernels do
  phase(DdpPhase::Forward, t_fwd);
  const std::int64_t t_loss = now_ns();
  rec.loss = item(criterion_(output, y));
  Tensor grad_output = criterion_.backward();
  // R14.2's division by the world size, applied where it is cheapest: backward is linear in the
  // loss gradient, so every parameter gradient comes out divided (torch divides each gradient as
  // it copies it into its bucket; our gradients live in the buckets, so there is no copy to fuse).
  if (group_.world() > 1) scale_in_place(grad_output, static_cast<float>(1.0 / group_.world()));
  phase(DdpPhase::Loss, t_loss);
  const std::int64_t t_bwd = now_ns();
  // "backward" is the layers' work; waiting for the last all-reduces shows in their own phases.
  const std::int64_t computed = backward(grad_output);
  rec.phases.push_back({DdpPhase::Backward, t_bwd, computed});
  for (const BucketReduce& r : reducer_->last_reduces()) {
    rec.phases.push_back({DdpPhase::AllReduce, r.start_ns, r.end_ns, r.bucket, r.bytes});
  }
  const std::int64_t t_opt = now_ns();
  optimizer_->step();
  if (!on_host) device_.synchronize();
  phase(DdpPhase::Optimizer, t_opt);
  rec.step_ns = now_ns() - t_fwd;  // the peer's definition: from zero_grad (a no-op here) to step
  return rec;
}

std::vector<NamedTensor> DdpTraining::parameters() const {
  std::vector<NamedTensor> out;
  const std::vector<std::string> names = model_->parameter_names();
  const std::vector<Tensor*> params = model_->parameters();
  for (std::size_t i = 0; i < params.size(); ++i) out.push_back({names[i], params[i]->shape(), params[i]->to_vector()});
  return out;
}

std::vector<std::vector<std::size_t>> DdpTraining::steady_buckets() const {
  std::vector<BucketTensor> tensors;
  std::vector<std::size_t> order;
  for (const Tensor* p : model_->parameters()) tensors.push_back({p->nbytes(), "float32"});
  for (std::size_t p = tensors.size(); p-- > 0;) order.push_back(p);
  return compute_bucket_assignment_by_size(tensors, {options_.first_bucket_bytes, options_.cap_bytes}, order);
}

void DdpTraining::perturb() {
  Tensor* p = model_->parameters().front();
  std::vector<float> v = p->to_vector();
  v[0] = std::nextafter(v[0], 1e30f);
  p->copy_from_host(v.data());
}

std::uint64_t DdpTraining::params_checksum() const {
  std::uint64_t h = 14695981039346656037ull;  // FNV-1a 64 offset basis
  for (const Tensor* p : model_->parameters()) {
    const std::vector<float> values = p->to_vector();  // a GPU's parameters come to the host
    const auto* bytes = reinterpret_cast<const unsigned char*>(values.data());
    for (std::size_t i = 0; i < values.size() * sizeof(float); ++i) h = (h ^ bytes[i]) * 1099511628211ull;
  }
  return h;
}

}  // namespace dp
