// dpviz-ddp: one MPI rank of a DistributedDataParallel run (engine/run/ddp_output.h: what rank 0
// prints). No Qt. A rank that fails mid-run cannot leave the others waiting in a collective:
// it reports and calls MPI_Abort, which makes mpirun stop every rank.
#include <mpi.h>

#include <cstdio>
#include <iostream>

#include "core/error.h"
#include "device/blas_kernel.h"
#include "device/gemm_library.h"
#include "ddp_commands.h"
#include "run/ddp_output.h"

int main(int argc, char** argv) {
  dp::blas_restart_with_best_kernel(argv);  // before anything else: it may start the program again
  dp::MpiGroup group(&argc, &argv);
  const ddp::ParseResult parsed = ddp::parse(std::vector<std::string>(argv + 1, argv + argc));
  if (!parsed.options) {  // every rank parsed the same words: rank 0 says it once
    if (group.rank() == 0) std::cerr << parsed.error << "\n";
    return 2;
  }
  const ddp::Options& o = *parsed.options;
  // Every rank parsed the same words, so all use the same library (their results stay bit-identical).
  if (o.train.gemm) dp::set_gemm_library(*o.train.gemm);
  if (o.command == ddp::Command::Help) {
    if (group.rank() == 0) std::cout << ddp::help_text();
    return 0;
  }
  try {
    return o.command == ddp::Command::Bench ? ddp::run_bench(o, group) : ddp::run_train(o, group);
  } catch (const std::exception& e) {
    std::string line = e.what();
    for (auto& c : line) {
      if (c == '\n') c = ' ';
    }
    if (o.events) {
      const std::string event = ddp::error_event(group.rank(), line) + "\n";
      std::fwrite(event.data(), 1, event.size(), stdout);
      std::fflush(stdout);
    }
    std::cerr << "dpviz-ddp: rank " << group.rank() << ": " << line << "\n";
    std::cerr.flush();
    MPI_Abort(MPI_COMM_WORLD, 1);
    return 1;
  }
}
