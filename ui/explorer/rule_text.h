// The scatter rule worked through in words, in the current language: "⌈30/7⌉ = 5 → 6 chunks of 5;
// GPU 6 idle". Shared by the rules explorer and the pitfall scenarios.
#pragma once

#include <QString>
#include <cstdint>
#include <vector>

#include "data/split_rules.h"

// "[5, 5, 5, 5, 5, 5]"; with max_shown > 0 a longer list keeps its first max_shown - 1 sizes and
// its last: "[4, 4, 4, …, 2]" (in zh_CN "4、4、4、…、2").
QString chunkListText(const std::vector<std::int64_t>& sizes, int max_shown = 0);
QString workedRule(const dp::SplitFacts& facts);
