// DataParallel's backward in its named phases (SEMANTICS R10): checks, Gather.backward (each
// replica's piece of the output gradient onto its device) and the replica's backward in one task
// per device, then Broadcast.backward (the gradient sum onto device_ids[0]) as a collective where
// the pool has one (NCCL), else as copies and adds issued on device_ids[0].
#include <algorithm>

#include "core/error.h"
#include "device/task_group.h"
#include "nn/gradients.h"
#include "nn/grad_mode.h"
#include "parallel/coalesce.h"
#include "parallel/data_parallel.h"
#include "parallel/replica.h"
#include "trace/profile_range.h"

namespace dp {
namespace {

// The size along `dim` (as given to DataParallel) of a shortcut output; a 0-dim one counts as 1.
std::int64_t rows_along(const Shape& s, std::int64_t dim) {
  if (s.ndim() == 0) return 1;
  const std::int64_t d = dim < 0 ? dim + s.ndim() : dim;
  return d >= 0 && d < s.ndim() ? s[static_cast<int>(d)] : s.numel();
}

}  // namespace

void DataParallel::check_backward(const Tensor& grad_output) const {
  if (!recorded_) throw Error(ErrorType::RuntimeError, kBackwardTwiceMessage);
  if (!device_ids_.empty() && grad_output.shape() != last_.output) {
    throw Error(ErrorType::RuntimeError, "Mismatch in shape: grad_output[0] has a shape of " +
                                             grad_output.shape().to_string() + " and output[0] has a shape of " +
                                             last_.output.to_string() + ".");
  }
}

void DataParallel::bind_gradients(int i) {
  Replica& r = replica(i);
  if (!r.grad_flat.defined()) r.grad_flat = bind_flat_gradients(*r.module, *r.device);
}

// R10.1: Scatter.apply(input_gpus, input_sizes, dim, grad), the forward's exact sizes (scalar
// outputs were gathered as [1] pieces: each goes back as a 0-dim gradient). On the single-device
// shortcut (R4.5) there was no Gather: the gradient goes to the module as it is.
Tensor DataParallel::scatter_grad_one(const Tensor& grad_output, int i) {
  Replica& r = replica(i);
  r.clock->mark(kGradScatterStart);
  r.grad_scatter_bytes = 0;
  Tensor piece = grad_output;
  if (!shortcut_) {
    r.grad = reuse_or_allocate(r.grad, gplan_.slices.shapes[static_cast<std::size_t>(i)], *r.device);
    r.grad_scatter_bytes = copy_piece_out(grad_output, gplan_.slices.dim, gplan_.slices.offsets[static_cast<std::size_t>(i)], r.grad);
    piece = gplan_.unsqueezed_scalars ? r.grad.view(Shape{}) : r.grad;
  } else if (&grad_output.device() != r.device) {
    r.grad = reuse_or_allocate(r.grad, grad_output.shape(), *r.device);
    r.device->copy(r.grad.data(), *r.device, grad_output.data(), grad_output.device(), grad_output.nbytes());
    r.grad_scatter_bytes = grad_output.nbytes();
    piece = r.grad;
  }
  r.clock->mark(kGradScatterEnd);
  return piece;
}

// R10.2: the replica's own backward, on its device, with its replica context (hooks and errors
// see which replica runs). The data needs no gradient, so the first layer skips dX as PyTorch does.
void DataParallel::backward_one(const Tensor& piece, int i) {
  ProfileRange range("replica backward");
  Replica& r = replica(i);
  ReplicaScope scope({shortcut_ ? -1 : i, r.device->index()});
  r.clock->mark_at(kBackwardStart, *r.clock, kGradScatterEnd);  // scatter_grad_one(i) ran just before
  try {
    r.module->backward(piece, /*input_grad=*/false);
  } catch (...) {
    r.clock->mark(kBackwardEnd);
    throw;
  }
  r.clock->mark(kBackwardEnd);
}

void DataParallel::run_backward(const Tensor& grad_output) {
  ProfileRange range("grad scatter, replica backward");
  for (int i = 0; i < n_; ++i) bind_gradients(i);  // allocates on the first backward only
  TaskGroup::run(devices_, [&](int i) { backward_one(scatter_grad_one(grad_output, i), i); }, errors_);
  for (const auto& e : errors_) {  // the lowest-index failure, after all have finished
    if (e) std::rethrow_exception(e);
  }
}

// Without a collective: comm.reduce_add's `root + others.to(dest)`, each replica's buckets copied
// into device_ids[0]'s reduce buffer and added there, replica after replica: every element is
// summed in replica order, whatever the bucket sizes.
void DataParallel::reduce_by_copies() {
  Replica& root = replica(0);
  Device& d0 = *root.device;
  std::int64_t widest = 0;
  for (const ElementRange& b : buckets_) widest = std::max(widest, b.elems());
  reduce_buffer_ = reuse_or_allocate(reduce_buffer_, Shape{widest}, d0);
  for (int i = 1; i < n_; ++i) {
    Replica& r = replica(i);
    // This thread marked the root's start, then replica i - 1's end, just before.
    r.clock->mark_at(kReduceStart, *replica(i - 1).clock, i == 1 ? kReduceStart : kReduceEnd);
    r.device->synchronize();  // its backward has finished (a no-op where work runs inline)
    for (const ElementRange& b : buckets_) {
      d0.copy(reduce_buffer_.data(), d0, r.grad_flat.data() + b.begin, *r.device, bytes_of(b.elems()));
      d0.axpby(b.elems(), 1.0f, reduce_buffer_.data(), 1.0f, root.grad_flat.data() + b.begin);
    }
    r.clock->mark(kReduceEnd);
  }
}

// R10.3: Broadcast.backward = ReduceAddCoalesced onto device_ids[0]. Replica 0's gradients are
// the module's own (it shares the parameters, R6.3), so the sum lands in module().gradients().
void DataParallel::reduce_gradients() {
  ProfileRange range("reduce");
  Replica& root = replica(0);
  for (int i = 0; i < n_; ++i) replica(i).reduce_bytes = replica(i).grad_flat.nbytes();
  if (n_ < 2) {  // one replica: its gradients are already the sum
    root.clock->mark(kReduceStart);
    root.clock->mark(kReduceEnd);
    return;
  }
  if (buckets_.empty()) {
    std::vector<std::int64_t> numels;
    for (const Tensor* p : source_params_) numels.push_back(p->numel());
    buckets_ = plan_coalesced_buffers(numels);
  }
  if (Reducer* reducer = pool_.reducer()) {
    ReduceJob& job = reduce_job_;
    job.devices.assign(devices_.begin(), devices_.end());
    job.flat.clear();
    job.clocks.clear();
    for (int i = 0; i < n_; ++i) {
      job.flat.push_back(&replica(i).grad_flat);
      job.clocks.push_back(replica(i).clock.get());
    }
    job.buckets.assign(buckets_.begin(), buckets_.end());
    job.mark_start = kReduceStart;
    job.mark_end = kReduceEnd;
    reducer->reduce(job);
    return;
  }
  root.clock->mark(kReduceStart);
  reduce_by_copies();
  root.clock->mark_at(kReduceEnd, *replica(n_ - 1).clock, kReduceEnd);  // the last copy's end
}

void DataParallel::backward(const Tensor& grad_output) {
  check_backward(grad_output);
  recorded_ = false;
  if (device_ids_.empty()) {  // R4.1: the module ran unwrapped on the host
    module_.backward(grad_output, /*input_grad=*/false);
    return;
  }
  ProfileRange range("DataParallel.backward");
  grad_output.device().synchronize();  // its producer (the loss) may still run on that device
  SettleDevices settle(devices_);
  run_backward(grad_output);
  reduce_gradients();
  settle.now();
  record_backward(last_.step, grad_output);
}

// Fills the step report's backward part and, with a trace, records the phases from the clocks.
void DataParallel::record_backward(std::int64_t step, const Tensor& grad_output) {
  const Replica& root = replica(0);
  last_.backward_done = true;
  last_.reduce_device = root.device->index();
  last_.reduce_ns = root.clock->ns(kReduceEnd) - root.clock->ns(kReduceStart);
  for (int i = 0; i < n_; ++i) {
    const Replica& r = replica(i);
    const DeviceClock& c = *r.clock;
    last_.grad_chunk_sizes.push_back(shortcut_ ? rows_along(grad_output.shape(), dim_)
                                               : gplan_.slices.shapes[static_cast<std::size_t>(i)][gplan_.slices.dim]);
    last_.reduce_bytes.push_back(r.reduce_bytes);
    last_.grad_scatter_ns.push_back(c.ns(kGradScatterEnd) - c.ns(kGradScatterStart));
    last_.backward_ns.push_back(c.ns(kBackwardEnd) - c.ns(kBackwardStart));
  }
  if (!trace_) return;
  const std::string sum_device = root.device->info().torch_name();
  for (int i = 0; i < n_; ++i) {
    const Replica& r = replica(i);
    const DeviceClock& c = *r.clock;
    const Shape piece = shortcut_ ? grad_output.shape() : gplan_.slices.shapes[static_cast<std::size_t>(i)];
    const int device = r.device->index();
    trace_->record(clocked_event(step, Phase::GradScatter, device, i, c, kGradScatterStart, kGradScatterEnd,
                              grad_output.shape(), piece, r.grad_scatter_bytes));
    trace_->record(clocked_event(step, Phase::Backward, device, i, c, kBackwardStart, kBackwardEnd, piece,
                              Shape{}, r.grad_flat.nbytes()));
  }
  for (int i = 0; i < n_; ++i) {  // on the lane of the device that holds the sum
    const Replica& r = replica(i);
    const DeviceClock& c = *r.clock;  // replica 0's (and a collective's) marks span the whole sum
    Event e = clocked_event(step, Phase::Reduce, last_.reduce_device, i, c, kReduceStart, kReduceEnd, Shape{},
                         Shape{}, r.reduce_bytes);
    e.message = sum_device;
    trace_->record(e);
  }
}

void DataParallel::add_memory_by_kind(std::vector<MemoryByKind>& per_device) const {
  for (std::size_t i = 0; i < replicas_.size(); ++i) {
    const Replica& r = *replicas_[i];
    const std::vector<Tensor*>& params = i == 0 ? source_params_ : r.params;
    for (const Tensor* p : params) add_bytes(per_device, *p, &MemoryByKind::parameters_bytes);
    add_bytes(per_device, r.grad_flat, &MemoryByKind::gradients_bytes);
  }
  add_bytes(per_device, reduce_buffer_, &MemoryByKind::reduce_buffer_bytes);
}

}  // namespace dp
