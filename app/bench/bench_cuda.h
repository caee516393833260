// The CUDA figures (on a GPU machine): scatter+gather bandwidth of DataParallel against one
// pinned copy each way, and DataParallel's Linear against one cuBLAS sgemm of the whole batch,
// each on the devices' own timing (synchronize after). Without a device it says why.
#pragma once

#include <iosfwd>

#include "bench_engine.h"

namespace bench {

void cuda(std::ostream& out, Figures& figures);

}  // namespace bench
