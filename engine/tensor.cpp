// Tensor storage and copies.
#include "tensor.h"

#include <cstring>

#include "error.h"

namespace dp {

Tensor Tensor::empty(const Shape& shape, Device& device) {
  for (auto d : shape.dims()) {
    if (d < 0) {
      throw Error(ErrorType::RuntimeError,
                  "Trying to create tensor with negative dimension " + std::to_string(d) + ": " +
                      shape.to_list_string());
    }
  }
  Tensor t;
  t.shape_ = shape;
  t.storage_ = std::make_shared<Storage>(device, bytes_of(shape.numel()));
  return t;
}

Tensor Tensor::zeros(const Shape& shape, Device& device) {
  Tensor t = empty(shape, device);
  if (t.nbytes()) std::memset(t.data(), 0, t.nbytes());
  return t;
}

Tensor Tensor::clone_to(Device& device) const {
  Tensor t = empty(shape_, device);
  device.copy_from(t.data(), this->device(), data(), nbytes());
  return t;
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

Tensor reuse_or_allocate(Tensor& cache, const Shape& shape, Device& device) {
  if (!cache.defined() || !cache.unique() || cache.shape() != shape || &cache.device() != &device) {
    cache = Tensor::empty(shape, device);
  }
  return cache;
}

}  // namespace dp
