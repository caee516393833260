// Shortest round-trip digits, laid out as Python's float repr does. From std::to_chars where the
// standard library has it for floating point (libstdc++ 11+); else (libc++ 14, the browser build's)
// from printf's correctly rounded digits at the fewest digits that read back: the same digits, since
// when any string of p digits reads back as v, the nearest one does too.
#include "core/float_text.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace dp {

ShortestDigits shortest_digits_printf(double v, bool as_float) {
  char buf[64];
  const int most = as_float ? 9 : 17;
  const double value = as_float ? static_cast<double>(static_cast<float>(v)) : v;
  for (int p = 1; p <= most; ++p) {
    std::snprintf(buf, sizeof buf, "%.*e", p - 1, value);
    const bool back = as_float ? std::strtof(buf, nullptr) == static_cast<float>(v) : std::strtod(buf, nullptr) == v;
    if (back) break;
  }
  return split_scientific(buf);
}

ShortestDigits split_scientific(const std::string& sci) {
  ShortestDigits d;
  const auto e = sci.find('e');
  d.exp = std::atoi(sci.c_str() + e + 1);
  for (char c : sci.substr(0, e)) {
    if (c == '-') d.negative = true;
    else if (c != '.') d.digits += c;
  }
  return d;
}

ShortestDigits shortest_digits(double v, bool as_float) {
#if defined(__cpp_lib_to_chars) && __cpp_lib_to_chars >= 201611L
  char buf[64];
  const auto res = as_float ? std::to_chars(buf, buf + sizeof buf, static_cast<float>(v), std::chars_format::scientific)
                            : std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific);  // d.ddde±XX
  return split_scientific(std::string(buf, res.ptr));
#else
  return shortest_digits_printf(v, as_float);
#endif
}

std::string python_float(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v < 0 ? "-inf" : "inf";
  const ShortestDigits d = shortest_digits(v, false);
  const std::string sign = d.negative ? "-" : "";
  const std::string& digits = d.digits;
  const int exp = d.exp;
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
  // std::to_chars(v)'s plain form: the shortest digits in scientific notation ("1e-05", "1.5e+20"),
  // or fixed notation (printf's %f at the precision that reads back), whichever is shorter (fixed on
  // a tie).
  const ShortestDigits d = shortest_digits(v, true);
  const std::string sign = d.negative ? "-" : "";
  const auto n = static_cast<int>(d.digits.size());
  std::string sci = d.digits.substr(0, 1) + (n > 1 ? "." + d.digits.substr(1) : "");
  const std::string e_digits = std::to_string(std::abs(d.exp));
  sci += std::string("e") + (d.exp < 0 ? "-" : "+") + (e_digits.size() < 2 ? "0" : "") + e_digits;
  std::string fixed;
  if (d.exp < 0) {
    fixed = "0." + std::string(static_cast<std::size_t>(-d.exp - 1), '0') + d.digits;
  } else if (d.exp + 1 >= n) {  // a whole number: fixed notation writes its exact digits (94059118592)
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.0f", std::fabs(static_cast<double>(v)));
    fixed = buf;
  } else {
    fixed = d.digits.substr(0, static_cast<std::size_t>(d.exp + 1)) + "." + d.digits.substr(static_cast<std::size_t>(d.exp + 1));
  }
  if (fixed == "0") return sign + "0";
  return sign + (sci.size() < fixed.size() ? sci : fixed);
}

}  // namespace dp
