// The app's figures, offscreen: time to the first rendered frame on the tutorial-8 preset, frames
// per second while animating with 8 and 64 device cards at 1× speed (and the cost of one frame),
// and the resident memory after a full epoch.
#pragma once

#include <cstdint>
#include <iosfwd>

#include "bench_engine.h"

namespace bench {

// `process_start_ns`: when main() began, on the steady clock.
void gui(std::ostream& out, Figures& figures, std::int64_t process_start_ns, int argc, char** argv);

}  // namespace bench
