// error_of(f): the message of the dp::Error that f throws ("<no error>" if none), and its type.
#pragma once

#include <QString>
#include <functional>

#include "core/error.h"

inline QString error_of(const std::function<void()>& f, dp::ErrorType* type = nullptr) {
  try {
    f();
  } catch (const dp::Error& e) {
    if (type) *type = e.type();
    return e.what();
  }
  return "<no error>";
}
