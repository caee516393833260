// dpviz-ddp's commands on one rank: train (the contract's outputs) and bench (dpviz-bench --ddp's
// measurements). Both return the exit status; engine errors are thrown.
#pragma once

#include "ddp_args.h"
#include "dist/mpi_group.h"

namespace ddp {

int run_train(const Options& o, dp::MpiGroup& group);
int run_bench(const Options& o, dp::MpiGroup& group);

// True on every rank when `ok` is true on every rank (a collective: setup checks that only some
// ranks can fail, so that none is left waiting in a collective the others never reach).
bool all_ok(dp::ProcessGroup& group, bool ok);

}  // namespace ddp
