// Shape text and dim wrapping, as torch.Size and ATen's maybe_wrap_dim do them.
#include "core/shape.h"

#include "core/error.h"

namespace dp {

void Shape::assign(const std::int64_t* dims, std::size_t n) {
  ndim_ = static_cast<int>(n);
  if (ndim_ > kInlineDims) {
    heap_.assign(dims, dims + n);
  } else {
    for (std::size_t i = 0; i < n; ++i) inline_[i] = dims[i];
  }
}

std::int64_t Shape::numel() const {
  std::int64_t n = 1;
  for (auto d : *this) n *= d;
  return n;
}

std::int64_t Shape::outer(int dim) const {
  std::int64_t n = 1;
  for (int i = 0; i < dim; ++i) n *= (*this)[i];
  return n;
}

std::int64_t Shape::inner(int dim) const {
  std::int64_t n = 1;
  for (int i = dim + 1; i < ndim(); ++i) n *= (*this)[i];
  return n;
}

std::string python_list(const std::vector<std::int64_t>& values) {
  std::string s = "[";
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i) s += ", ";
    s += std::to_string(values[i]);
  }
  return s + "]";
}

std::string Shape::to_list_string() const { return python_list(dims()); }

std::string Shape::to_string() const { return "torch.Size(" + to_list_string() + ")"; }

int wrap_dim(std::int64_t dim, int ndim) {
  // ATen treats a 0-dim tensor as having range [-1, 0] for wrapping; chunk rejects it earlier.
  const std::int64_t n = ndim > 0 ? ndim : 1;
  if (dim < -n || dim > n - 1) {
    throw Error(ErrorType::IndexError, "Dimension out of range (expected to be in range of [" +
                                           std::to_string(-n) + ", " + std::to_string(n - 1) +
                                           "], but got " + std::to_string(dim) + ")");
  }
  return static_cast<int>(dim < 0 ? dim + n : dim);
}

}  // namespace dp
