// Names of the Python exception types the engine mirrors.
#include "core/error.h"

namespace dp {

const char* error_type_name(ErrorType type) {
  switch (type) {
    case ErrorType::RuntimeError: return "RuntimeError";
    case ErrorType::ValueError: return "ValueError";
    case ErrorType::IndexError: return "IndexError";
    case ErrorType::TypeError: return "TypeError";
    case ErrorType::KeyError: return "KeyError";
    case ErrorType::AssertionError: return "AssertionError";
    case ErrorType::OutOfMemoryError: return "OutOfMemoryError";
    case ErrorType::OSError: return "OSError";
  }
  return "RuntimeError";
}

}  // namespace dp
