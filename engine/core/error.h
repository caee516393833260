// dp::Error: the one exception type the engine throws. It carries the Python exception type
// PyTorch would raise (RuntimeError, ValueError, IndexError, ...) and PyTorch's exact message text.
#pragma once

#include <stdexcept>
#include <string>

namespace dp {

enum class ErrorType { RuntimeError, ValueError, IndexError, TypeError, KeyError, AssertionError,
                       OutOfMemoryError, OSError };

const char* error_type_name(ErrorType type);

class Error : public std::runtime_error {
 public:
  Error(ErrorType type, const std::string& message)
      : std::runtime_error(message), type_(type) {}

  ErrorType type() const { return type_; }
  const char* type_name() const { return error_type_name(type_); }

 private:
  ErrorType type_;
};

}  // namespace dp
