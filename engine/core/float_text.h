// Floats as text: Python's repr of a float (PyTorch's error messages quote Python values, e.g.
// "Invalid learning rate: -0.1") and the shortest JSON number that reads back as the same float32.
#pragma once

#include <string>

namespace dp {

// repr(float(v)) as Python 3 writes it: "0.1", "-1.0", "1e-05", "1e+16", "nan", "inf".
std::string python_float(double v);

// The shortest decimal that reads back as exactly `v` ("0.1", "1e-05"); "null" for NaN and the
// infinities, which JSON cannot write.
std::string json_float(float v);

// A finite value's shortest round-trip digits: v = ±d.ddd × 10^exp, digits without the point.
// `as_float` reads them back as float32. From std::to_chars where the library has it, else from
// shortest_digits_printf; both are kept for the test that checks they agree.
struct ShortestDigits {
  bool negative = false;
  std::string digits;
  int exp = 0;
};
ShortestDigits shortest_digits(double v, bool as_float);
ShortestDigits shortest_digits_printf(double v, bool as_float);
// "-1.25e+03" → {true, "125", 3}
ShortestDigits split_scientific(const std::string& sci);

}  // namespace dp
