// Tensor: a contiguous float32 array with a shape, living on one device that owns its storage.
// Copies of a Tensor share storage (like torch tensors); clone_to() makes a real copy; slice()
// views a contiguous range of another tensor's elements (gradients inside one flat buffer).
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

#include "core/dtype.h"
#include "core/shape.h"
#include "device/device.h"

namespace dp {

// PyTorch's refusal of a negative size: "Trying to create tensor with negative dimension -1: [-1, 5]".
void check_dims_nonnegative(const Shape& shape);

class Tensor {
 public:
  Tensor() = default;

  // Uninitialised storage on `device`.
  static Tensor empty(const Shape& shape, Device& device);
  static Tensor zeros(const Shape& shape, Device& device);
  // A tensor on `device` holding numel() values read from host memory.
  static Tensor from_host(const Shape& shape, const float* values, Device& device);

  bool defined() const { return storage_ != nullptr; }
  const Shape& shape() const { return shape_; }
  int ndim() const { return shape_.ndim(); }
  std::int64_t numel() const { return shape_.numel(); }
  std::size_t nbytes() const { return bytes_of(numel()); }
  Device& device() const { return *storage_->device; }

  // Memory of device(): host memory for CPU devices, GPU memory for CUDA ones (use to_vector()
  // and copy_from_host() to read and write values from the host on any device).
  float* data() { return storage_ ? storage_->data + offset_ : nullptr; }
  const float* data() const { return storage_ ? storage_->data + offset_ : nullptr; }

  // A copy of this tensor on `device` (torch's .to(device) when the device differs), ordered
  // after the source's pending work and complete on return. Not for hot paths on CUDA.
  Tensor clone_to(Device& device) const;
  // Overwrites the values from host memory (numel() floats) / returns them, on any device.
  void copy_from_host(const float* values);
  std::vector<float> to_vector() const;
  // Same storage, another shape with the same numel (torch's view on a contiguous tensor).
  Tensor view(const Shape& shape) const;
  // Same storage: `shape.numel()` elements starting `offset_elems` into this tensor (a flat
  // buffer's part, like torch's flat_buffer[a:b].view(shape)). Throws when out of range.
  Tensor slice(std::int64_t offset_elems, const Shape& shape) const;

  // True when no other Tensor shares this storage (so it may be reused for the next result).
  bool unique() const { return storage_.use_count() == 1; }

 private:
  struct Storage {
    Storage(Device& d, std::size_t n) : device(&d), bytes(n), data(static_cast<float*>(d.allocate(n))) {}
    ~Storage() { device->deallocate(data, bytes); }
    Storage(const Storage&) = delete;
    Storage& operator=(const Storage&) = delete;
    Device* device;
    std::size_t bytes;
    float* data;
  };

  Shape shape_;
  std::shared_ptr<Storage> storage_;
  std::int64_t offset_ = 0;  // elements from the start of the storage
};

// `cache` itself when nobody else holds it and it has this shape and device; otherwise a new
// tensor stored in `cache`. Lets per-step buffers be reused without clobbering a result a caller
// still holds.
Tensor reuse_or_allocate(Tensor& cache, const Shape& shape, Device& device);

}  // namespace dp
