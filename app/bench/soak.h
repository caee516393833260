// Soak: many DataParallel steps in one process (8 simulated GPUs, the tutorial's shape, a trace
// attached) with flat memory and a constant thread count. Prints key=value lines; returns false
// when RSS grew over 5% between the checkpoint and the end, or threads were added.
#pragma once

#include <cstdint>
#include <iosfwd>

namespace bench {

bool soak(std::ostream& out, std::int64_t steps);

}  // namespace bench
