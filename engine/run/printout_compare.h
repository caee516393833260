// Compares what the app printed with the tutorial's printout, batch by batch. Replicas finish in
// any order, so within a batch (up to its "Outside:" line) the per-replica lines may come in any
// order (R11.3): a line matches if an equal, not yet used line is in the same batch of the other.
#pragma once

#include <string>
#include <vector>

namespace dp {

struct PrintoutRow {
  std::string expected;  // the tutorial's line (empty when the app printed more lines)
  std::string actual;    // the app's line at the same position (empty when it printed fewer)
  bool match = false;    // `actual` has an equal line in the same batch of the expected printout
};

struct PrintoutComparison {
  std::vector<PrintoutRow> rows;  // both printouts in their own order, side by side
  int matched = 0;
  bool full_match = false;        // same number of lines, and every line matched
};

PrintoutComparison compare_printout(const std::vector<std::string>& expected,
                                    const std::vector<std::string>& actual);

// Splits text into lines (no trailing empty line).
std::vector<std::string> split_lines(const std::string& text);

}  // namespace dp
