// Tensor storage and copies.
#include "device/tensor.h"

#include <cstring>

#include "core/error.h"
#include "device/host_device.h"

namespace dp {

void check_dims_nonnegative(const Shape& shape) {
  for (auto d : shape.dims()) {
    if (d < 0) {
      throw Error(ErrorType::RuntimeError,
                  "Trying to create tensor with negative dimension " + std::to_string(d) + ": " +
                      shape.to_list_string());
    }
  }
}

Tensor Tensor::empty(const Shape& shape, Device& device) {
  check_dims_nonnegative(shape);
  Tensor t;
  t.shape_ = shape;
  t.storage_ = std::make_shared<Storage>(device, bytes_of(shape.numel()));
  return t;
}

Tensor Tensor::zeros(const Shape& shape, Device& device) {
  Tensor t = empty(shape, device);
  device.fill_zero(t.data(), t.nbytes());
  return t;
}

Tensor Tensor::from_host(const Shape& shape, const float* values, Device& device) {
  Tensor t = empty(shape, device);
  t.copy_from_host(values);
  return t;
}

namespace {

// The device that issues a copy between `a` and `b`: a CUDA device if either is one (only it
// can reach its memory), else the destination.
Device& copy_issuer(Device& dst, Device& src) { return src.info().is_cuda() && !dst.info().is_cuda() ? src : dst; }

}  // namespace

Tensor Tensor::clone_to(Device& target) const {
  Tensor t = empty(shape_, target);
  Device& source = device();
  Device& issuer = copy_issuer(target, source);
  if (&issuer != &source) source.synchronize();  // its pending writes come first
  issuer.copy(t.data(), target, data(), source, nbytes());
  issuer.synchronize();  // complete on return: the caller may free the source or read the copy
  return t;
}

void Tensor::copy_from_host(const float* values) {
  Device& d = device();
  d.copy(data(), d, values, unpooled_host(), nbytes());
  d.synchronize();
}

std::vector<float> Tensor::to_vector() const {
  std::vector<float> host(static_cast<std::size_t>(numel()));
  Device& d = device();
  d.copy(host.data(), unpooled_host(), data(), d, nbytes());
  d.synchronize();
  return host;
}

Tensor Tensor::view(const Shape& shape) const {
  if (shape.numel() != numel()) {
    throw Error(ErrorType::RuntimeError, "shape '" + shape.to_list_string() +
                                             "' is invalid for input of size " +
                                             std::to_string(numel()));
  }
  Tensor t = *this;
  t.shape_ = shape;
  return t;
}

Tensor Tensor::slice(std::int64_t offset_elems, const Shape& shape) const {
  if (offset_elems < 0 || shape.numel() < 0 || offset_elems + shape.numel() > numel()) {
    throw Error(ErrorType::RuntimeError, "slice of " + std::to_string(shape.numel()) + " elements at " +
                                             std::to_string(offset_elems) + " is out of range for a tensor of " +
                                             std::to_string(numel()) + " elements");
  }
  Tensor t = *this;
  t.shape_ = shape;
  t.offset_ = offset_ + offset_elems;
  return t;
}

Tensor reuse_or_allocate(Tensor& cache, const Shape& shape, Device& device) {
  if (!cache.defined() || !cache.unique() || cache.shape() != shape || &cache.device() != &device) {
    cache = Tensor::empty(shape, device);
  }
  return cache;
}

}  // namespace dp
