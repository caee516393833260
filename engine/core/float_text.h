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

}  // namespace dp
