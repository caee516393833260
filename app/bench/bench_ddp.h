// dpviz-bench --ddp: DistributedDataParallel figures, measured by dpviz-ddp ranks under mpirun
// (started here), printed as key=value lines and nothing else.
#pragma once

#include <iosfwd>

namespace bench {

// Returns false (with one line on stderr) when mpirun or dpviz-ddp cannot run.
bool ddp(std::ostream& out);

}  // namespace bench
