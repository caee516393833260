// Which OpenBLAS kernel runs, and the restart that picks a better one where OpenBLAS fell back.
// OpenBLAS 0.3.21 (DYNAMIC_ARCH) chooses its kernels once, as it loads, from the CPU's model number.
// Virtual machines that report a generic model ("Intel(R) Xeon(R) Processor", as these 2-core
// machines do) get its Prescott (SSE3) fallback even with AVX-512: one-thread sgemm of
// 256×1024×1024 measured 27.5 GFLOPS there against 143.9 with the SkylakeX kernel. The choice can
// only be made before the library loads (OPENBLAS_CORETYPE), hence a restart of the program.
#pragma once

#include <string>

namespace dp {

// The kernel set OpenBLAS chose ("SkylakeX", "Haswell", "Prescott", ...).
std::string blas_core_name();

// The best kernel set this CPU and OS can run, from the CPU's features: "SkylakeX" (AVX-512
// F/CD/BW/DQ/VL), "Haswell" (AVX2 and FMA), or "" when OpenBLAS's own choice cannot be bettered.
std::string blas_best_core();

// The decision, for tests: the core type to restart with, or "" to go on. A user's
// OPENBLAS_CORETYPE (`user_choice` non-empty) is never overridden, which also ends the restart.
std::string blas_restart_core(const std::string& chosen, const std::string& best,
                              const std::string& user_choice);

// Called first in a program's main(): when OpenBLAS fell back below what the CPU can run, sets
// OPENBLAS_CORETYPE and starts the program again (same arguments, same process id, execv). Returns
// when no restart is needed, or when the restart could not be made (the program then runs as is).
void blas_restart_with_best_kernel(char** argv);

}  // namespace dp
