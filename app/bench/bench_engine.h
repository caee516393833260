// The engine's figures, each beside its reference measured in the same run: DataParallel's step
// overhead over a plain forward, its GEMM throughput over one all-core sgemm, scatter+gather
// bandwidth over memcpy; and the --sweep of step time against batch size and device count.
#pragma once

#include <iosfwd>
#include <map>
#include <string>

namespace bench {

using Figures = std::map<std::string, double>;

void step_overhead(std::ostream& out, Figures& figures);
void gemm_efficiency(std::ostream& out, Figures& figures, bool quick);
void scatter_gather(std::ostream& out, Figures& figures);
// CSV on `out`: kind,batch,devices,step_us,plain_us (steps of the tutorial's Linear(5, 2)).
void sweep(std::ostream& out);

}  // namespace bench
