// Shape: the sizes of a tensor, and its torch.Size text (SEMANTICS R2).
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

namespace dp {

class Shape {
 public:
  Shape() = default;
  Shape(std::initializer_list<std::int64_t> dims) : dims_(dims) {}
  explicit Shape(std::vector<std::int64_t> dims) : dims_(std::move(dims)) {}

  int ndim() const { return static_cast<int>(dims_.size()); }
  std::int64_t operator[](int i) const { return dims_[static_cast<std::size_t>(i)]; }
  std::int64_t& operator[](int i) { return dims_[static_cast<std::size_t>(i)]; }
  const std::vector<std::int64_t>& dims() const { return dims_; }

  // Number of elements (1 for a 0-dim shape, 0 if any dim is 0).
  std::int64_t numel() const;

  // Product of the dims before `dim` and after `dim` (for strided slicing along dim).
  std::int64_t outer(int dim) const;
  std::int64_t inner(int dim) const;

  // "torch.Size([30, 5])"; "torch.Size([])" for a 0-dim shape (R2.1).
  std::string to_string() const;
  // "[30, 5]": the Python list form.
  std::string to_list_string() const;

  friend bool operator==(const Shape&, const Shape&) = default;

 private:
  std::vector<std::int64_t> dims_;
};

// Wraps a possibly negative dim into [0, ndim). Throws IndexError with PyTorch's text (R1.1).
int wrap_dim(std::int64_t dim, int ndim);

// "[2, 2, 1]": a Python-style list of integers.
std::string python_list(const std::vector<std::int64_t>& values);

}  // namespace dp
