// dpviz-bench --vote: the class vote under a lecture hall's load, on loopback only: 300 phones
// (WebSockets on a thread of their own) connect to a real window's vote, all vote in round 1, then
// all again in round 2; every ballot must be counted exactly once. Reports the latency from a
// phone's send to its ballot counted (the server's {"ok":true}, sent once it is in the tally) and
// the window's 16 ms timer ticks (the player's frame clock) idle and under the load.
#pragma once

#include <iosfwd>

#include "bench_engine.h"

namespace bench {

// `phones` clients (1..500); false (with the reason on `out`) when a ballot was lost or counted twice,
// or the whole run took over a minute.
bool vote(std::ostream& out, Figures& figures, int phones, int argc, char** argv);

}  // namespace bench
