// dpviz-bench --ddp: DistributedDataParallel figures, measured by dpviz-ddp ranks under mpirun
// (started here), printed as key=value lines and nothing else.
#pragma once

#include <iosfwd>
#include <string>

namespace bench {

// Returns false (with one line on stderr) when mpirun or dpviz-ddp cannot run, or the peer (a
// torch DDP peer script, run first when given) cannot.
bool ddp(std::ostream& out, const std::string& peer = {});

}  // namespace bench
