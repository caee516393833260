// libFuzzer target: `dpviz --export-batches A-B` (ui/export/batch_range.cpp). What it accepts must be
// 1 <= A <= B <= 1,000,000 and read back the same when printed: anything else is a bug.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "export/batch_range.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  int first = 0, last = 0;
  if (!parseBatchRange(text, &first, &last)) return 0;
  if (first < 1 || first > last || last > 1000000) __builtin_trap();
  int again_first = 0, again_last = 0;
  const std::string printed = std::to_string(first) + "-" + std::to_string(last);
  if (!parseBatchRange(printed, &again_first, &again_last) || again_first != first || again_last != last) __builtin_trap();
  return 0;
}
