// dpviz-cli: the headless front end of the engine (see cli_args.h for the contract).
#include <iostream>

#include "cli_args.h"
#include "cli_run.h"
#include "device/blas_kernel.h"

int main(int argc, char** argv) {
  dp::blas_restart_with_best_kernel(argv);  // before anything else: it may start the program again
  std::ios::sync_with_stdio(false);
  const cli::ParseResult parsed = cli::parse(std::vector<std::string>(argv + 1, argv + argc));
  if (!parsed.options) {
    std::cerr << parsed.error << "\n";
    return cli::kExitUsage;
  }
  const int status = cli::run(*parsed.options, std::cout, std::cerr);
  std::cout.flush();
  return status;
}
