// Shortest round-trip digits from std::to_chars, laid out as Python's float repr does.
#include "core/float_text.h"

#include <charconv>
#include <cmath>
#include <cstdlib>

namespace dp {

std::string python_float(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v < 0 ? "-inf" : "inf";
  char buf[64];
  const auto res = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific);  // d.ddde±XX
  const std::string sci(buf, res.ptr);
  const auto e = sci.find('e');
  const int exp = std::atoi(sci.c_str() + e + 1);
  std::string sign, digits;
  for (char c : sci.substr(0, e)) {
    if (c == '-') sign = "-";
    else if (c != '.') digits += c;
  }
  if (exp < -4 || exp >= 16) {  // Python's repr switches to exponent form here
    std::string mantissa = digits.substr(0, 1);
    if (digits.size() > 1) mantissa += "." + digits.substr(1);
    const std::string e_digits = std::to_string(std::abs(exp));
    return sign + mantissa + "e" + (exp < 0 ? "-" : "+") + (e_digits.size() < 2 ? "0" : "") + e_digits;
  }
  if (exp < 0) return sign + "0." + std::string(static_cast<std::size_t>(-exp - 1), '0') + digits;
  const auto point = static_cast<std::size_t>(exp + 1);
  if (digits.size() <= point) return sign + digits + std::string(point - digits.size(), '0') + ".0";
  return sign + digits.substr(0, point) + "." + digits.substr(point);
}

std::string json_float(float v) {
  if (!std::isfinite(v)) return "null";
  char buf[32];
  const auto res = std::to_chars(buf, buf + sizeof buf, v);  // shortest round trip
  return std::string(buf, res.ptr);
}

}  // namespace dp
