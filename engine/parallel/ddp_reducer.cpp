// The DDP reducer: buckets as flat buffers, all-reduce per bucket when full (see ddp_reducer.h).
#include "parallel/ddp_reducer.h"

#include "core/error.h"
#include "device/host_device.h"

namespace dp {

void scale_in_place(Tensor& t, float scale) {
  if (t.device().info().is_host()) {
    float* data = t.data();
    for (std::int64_t i = 0; i < t.numel(); ++i) data[i] *= scale;
    return;
  }
  // A GPU's memory is not the host's: 0·t + scale·t on the device, which is scale·t exactly for
  // every finite value (adding a zero of the same sign changes nothing).
  t.device().axpby(t.numel(), 0.0f, t.data(), scale, t.data());
}

DdpReducer::DdpReducer(ProcessGroup& group, Module& module, ReducerOptions options)
    : group_(group), options_(options), params_(module.parameters()), grads_(module.gradients()) {
  if (grads_.size() != params_.size()) throw Error(ErrorType::RuntimeError, module.repr() + ": gradients do not match parameters");
  // R14.1: every rank starts from rank 0's parameters. The group takes pointers into the
  // parameters' memory: the host's for MPI, the GPU's for NCCL or for MPI through a host copy.
  for (Tensor* p : params_) group_.broadcast(p->data(), p->nbytes(), 0);
  std::vector<BucketTensor> tensors;
  for (Tensor* p : params_) tensors.push_back({p->nbytes(), "float32"});
  // R14.5: 1.13's first iteration runs with [sys.maxsize], one bucket per dtype.
  bind(plan_buckets(tensors, options_.cap_bytes, options_.first_bucket_bytes, /*initial=*/true).reducer_order);
}

DdpReducer::~DdpReducer() = default;

void DdpReducer::bind(std::vector<std::vector<std::size_t>> buckets) {
  buckets_ = std::move(buckets);
  bucket_of_.assign(params_.size(), 0);
  buffers_.clear();
  for (std::size_t b = 0; b < buckets_.size(); ++b) {
    std::int64_t elems = 0;
    for (std::size_t p : buckets_[b]) elems += params_[p]->numel();
    Tensor flat = Tensor::zeros(Shape{elems}, params_.empty() ? static_cast<Device&>(unpooled_host()) : params_[0]->device());
    std::int64_t offset = 0;
    for (std::size_t p : buckets_[b]) {
      bucket_of_[p] = b;
      *grads_[p] = flat.slice(offset, params_[p]->shape());  // backward writes into the bucket
      offset += params_[p]->numel();
    }
    buffers_.push_back(flat);
  }
  work_.clear();
  work_.resize(buckets_.size());
}

std::vector<std::uint64_t> DdpReducer::bucket_bytes() const {
  std::vector<std::uint64_t> bytes;
  for (const Tensor& t : buffers_) bytes.push_back(t.nbytes());
  return bytes;
}

void DdpReducer::prepare_for_backward() {
  pending_.clear();
  for (const auto& b : buckets_) pending_.push_back(b.size());
  ready_order_.clear();
  reduces_.clear();
}

void DdpReducer::start(std::size_t b, bool blocking) {
  Tensor& flat = buffers_[b];
  // R14.2: divided by the world size before the sum (torch multiplies by 1/div_factor as it
  // copies the gradient into the bucket), so the all-reduce yields the average.
  const float scale = static_cast<float>(1.0 / group_.world());
  float* data = flat.data();
  const auto n = static_cast<std::size_t>(flat.numel());
  if (!options_.prescaled) scale_in_place(flat, scale);
  BucketReduce r;
  r.bucket = static_cast<int>(b);
  r.bytes = flat.nbytes();
  r.start_ns = now_ns();
  if (blocking) {
    // Nothing left to overlap with: the blocking collective (MPI's tuned algorithms, no polling).
    group_.all_reduce_sum(data, n);
    r.end_ns = now_ns();
  } else {
    work_[b] = group_.start_all_reduce_sum(data, n);
  }
  reduces_.push_back(r);
}

void DdpReducer::mark_ready(std::size_t p) {
  if (p >= params_.size() || pending_.empty()) throw Error(ErrorType::RuntimeError, "mark_ready outside backward");
  ready_order_.push_back(p);
  const std::size_t b = bucket_of_[p];
  const bool last = ready_order_.size() == params_.size();  // finalize() all-reduces it at once
  if (--pending_[b] == 0 && options_.overlap && !last) {
    // Buckets start in the reducer's order, as torch's reducer does (it holds a ready bucket back
    // until every earlier one is ready), so every rank issues the collectives in the same order.
    for (std::size_t k = 0; k < buckets_.size() && pending_[k] == 0; ++k) {
      if (!work_[k]) start(k, /*blocking=*/false);
    }
  }
  poll();
}

void DdpReducer::poll() {
  for (std::size_t k = 0; k < work_.size(); ++k) {
    if (!work_[k]) continue;
    for (BucketReduce& r : reduces_) {
      if (r.bucket == static_cast<int>(k) && r.end_ns == 0 && work_[k]->test()) r.end_ns = now_ns();
    }
  }
}

void DdpReducer::finalize() {
  for (std::size_t k = 0; k < buckets_.size(); ++k) {
    if (pending_.empty() || pending_[k] != 0) throw Error(ErrorType::RuntimeError, "a bucket's gradients were not all marked ready");
  }
  // Started buckets first, in order, then the rest blocking: every rank issues the same
  // collectives in the same order (readiness follows program order, not timing).
  for (std::size_t k = 0; k < buckets_.size(); ++k) {
    if (!work_[k]) {
      start(k, /*blocking=*/true);
      continue;
    }
    work_[k]->wait();
    for (BucketReduce& r : reduces_) {
      if (r.bucket == static_cast<int>(k) && r.end_ns == 0) r.end_ns = now_ns();
    }
  }
  work_.clear();
  work_.resize(buckets_.size());
  if (iteration_++ == 0) {
    // R14.5: rebuilt in gradient-ready order with [first_bucket_bytes, cap]; the values already
    // reduced are carried into the new buffers so the step that follows sees them.
    std::vector<std::vector<float>> values;
    for (Tensor* g : grads_) values.push_back(g->to_vector());
    std::vector<BucketTensor> tensors;
    for (Tensor* p : params_) tensors.push_back({p->nbytes(), "float32"});
    bind(compute_bucket_assignment_by_size(tensors, {options_.first_bucket_bytes, options_.cap_bytes}, ready_order_));
    for (std::size_t p = 0; p < grads_.size(); ++p) grads_[p]->copy_from_host(values[p].data());
  }
}

}  // namespace dp
