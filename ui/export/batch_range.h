// `--export-batches A-B`: two 1-based batch numbers, A ≤ B, inclusive ("4-4" is one batch). Plain C++
// so that its fuzz target builds without Qt.
#pragma once

#include <string_view>

// False for anything but digits, one '-', digits, with 1 ≤ first ≤ last ≤ 1,000,000.
bool parseBatchRange(std::string_view text, int* first, int* last);
