// Strict on purpose: "1-4" and "4-4", never " 1-4", "+1-4", "1-", "4-1" or "0x1-4".
#include "export/batch_range.h"

namespace {
constexpr int kMaxBatch = 1000000;  // far beyond any epoch the controls allow; keeps the sums in int

bool parseNumber(std::string_view text, int* value) {
  if (text.empty() || text.size() > 7) return false;
  int v = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
    v = v * 10 + (c - '0');
  }
  *value = v;
  return v >= 1 && v <= kMaxBatch;
}
}  // namespace

bool parseBatchRange(std::string_view text, int* first, int* last) {
  const auto dash = text.find('-');
  if (dash == std::string_view::npos) return false;
  int a = 0, b = 0;
  if (!parseNumber(text.substr(0, dash), &a) || !parseNumber(text.substr(dash + 1), &b) || a > b) return false;
  *first = a;
  *last = b;
  return true;
}
