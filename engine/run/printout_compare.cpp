// Batch-wise multiset matching of printed lines.
#include "run/printout_compare.h"

#include <algorithm>
#include <map>

namespace dp {
namespace {

// Batch number of each line: a batch ends after its "Outside:" line (the header is batch 0's).
std::vector<int> batch_of(const std::vector<std::string>& lines) {
  std::vector<int> batch;
  int b = 0;
  for (const auto& line : lines) {
    batch.push_back(b);
    if (line.rfind("Outside:", 0) == 0) ++b;
  }
  return batch;
}

}  // namespace

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = text.find('\n', start);
    lines.push_back(text.substr(start, end == std::string::npos ? std::string::npos : end - start));
    if (end == std::string::npos) break;
    start = end + 1;
  }
  return lines;
}

PrintoutComparison compare_printout(const std::vector<std::string>& expected, const std::vector<std::string>& actual) {
  std::map<std::pair<int, std::string>, int> unused;  // (batch, line) → count left in `expected`
  const std::vector<int> expected_batch = batch_of(expected), actual_batch = batch_of(actual);
  for (std::size_t i = 0; i < expected.size(); ++i) ++unused[{expected_batch[i], expected[i]}];
  PrintoutComparison c;
  const std::size_t n = std::max(expected.size(), actual.size());
  for (std::size_t i = 0; i < n; ++i) {
    PrintoutRow row;
    if (i < expected.size()) row.expected = expected[i];
    if (i < actual.size()) {
      row.actual = actual[i];
      auto it = unused.find({actual_batch[i], actual[i]});
      if (it != unused.end() && it->second > 0) {
        --it->second;
        row.match = true;
        ++c.matched;
      }
    }
    c.rows.push_back(std::move(row));
  }
  c.full_match = expected.size() == actual.size() && c.matched == static_cast<int>(expected.size());
  return c;
}

}  // namespace dp
