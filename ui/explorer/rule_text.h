// The scatter rule worked through in words, in the current language: "⌈30/7⌉ = 5 → 6 chunks of 5;
// GPU 6 idle". Shared by the rules explorer and the pitfall scenarios.
#pragma once

#include <QString>
#include <cstdint>
#include <vector>

#include "core/split_rules.h"

// "[5, 5, 5, 5, 5, 5]"
QString chunkListText(const std::vector<std::int64_t>& sizes);
QString workedRule(const dp::SplitFacts& facts);
