// Shape: the sizes of a tensor, and its torch.Size text (SEMANTICS R2).
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

namespace dp {

// Up to kInlineDims sizes live inside the Shape (no heap allocation: shapes are copied on every
// step's hot path); more go to the heap.
class Shape {
 public:
  static constexpr int kInlineDims = 6;

  Shape() = default;
  Shape(std::initializer_list<std::int64_t> dims) { assign(dims.begin(), dims.size()); }
  explicit Shape(const std::vector<std::int64_t>& dims) { assign(dims.data(), dims.size()); }

  int ndim() const { return ndim_; }
  std::int64_t operator[](int i) const { return data()[i]; }
  std::int64_t& operator[](int i) { return data()[i]; }
  const std::int64_t* begin() const { return data(); }
  const std::int64_t* end() const { return data() + ndim_; }
  std::vector<std::int64_t> dims() const { return {begin(), end()}; }

  // Number of elements (1 for a 0-dim shape, 0 if any dim is 0).
  std::int64_t numel() const;

  // Product of the dims before `dim` and after `dim` (for strided slicing along dim).
  std::int64_t outer(int dim) const;
  std::int64_t inner(int dim) const;

  // "torch.Size([30, 5])"; "torch.Size([])" for a 0-dim shape (R2.1).
  std::string to_string() const;
  // "[30, 5]": the Python list form.
  std::string to_list_string() const;

  friend bool operator==(const Shape& a, const Shape& b) {
    if (a.ndim_ != b.ndim_) return false;
    for (int i = 0; i < a.ndim_; ++i) {
      if (a[i] != b[i]) return false;
    }
    return true;
  }

 private:
  void assign(const std::int64_t* dims, std::size_t n);
  const std::int64_t* data() const { return ndim_ <= kInlineDims ? inline_ : heap_.data(); }
  std::int64_t* data() { return ndim_ <= kInlineDims ? inline_ : heap_.data(); }

  int ndim_ = 0;
  std::int64_t inline_[kInlineDims] = {};
  std::vector<std::int64_t> heap_;  // only beyond kInlineDims
};

// Wraps a possibly negative dim into [0, ndim). Throws IndexError with PyTorch's text (R1.1).
int wrap_dim(std::int64_t dim, int ndim);

// "[2, 2, 1]": a Python-style list of integers.
std::string python_list(const std::vector<std::int64_t>& values);

}  // namespace dp
