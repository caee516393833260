// OpenBLAS's kernel choice and the one restart that corrects its fallback (see blas_kernel.h).
#include "device/blas_kernel.h"

#include <unistd.h>

#include <cstdlib>

#if DPVIZ_HAVE_OPENBLAS
extern "C" char* openblas_get_corename(void);
#endif

namespace dp {

std::string blas_core_name() {
#if DPVIZ_HAVE_OPENBLAS
  const char* name = openblas_get_corename();
  return name ? std::string(name) : std::string();
#else
  return {};  // no OpenBLAS in this build (the browser's): nothing to restart for
#endif
}

std::string blas_best_core() {
#if defined(__x86_64__)
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512cd") &&
      __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq") &&
      __builtin_cpu_supports("avx512vl")) {
    return "SkylakeX";
  }
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) return "Haswell";
#endif
  return {};
}

std::string blas_restart_core(const std::string& chosen, const std::string& best,
                              const std::string& user_choice) {
  if (!user_choice.empty() || best.empty()) return {};
  // Only OpenBLAS's fallbacks for CPUs it does not recognise are corrected; a kernel it chose on
  // purpose (say Zen, or SkylakeX itself) is kept.
  if (chosen == "Prescott" || chosen == "Core2" || chosen == "Nehalem" || chosen == "Sandybridge") {
    return chosen == best ? std::string() : best;
  }
  return {};
}

void blas_restart_with_best_kernel(char** argv) {
  const char* user = std::getenv("OPENBLAS_CORETYPE");
  const std::string core = blas_restart_core(blas_core_name(), blas_best_core(), user ? user : "");
  if (core.empty() || argv == nullptr || argv[0] == nullptr) return;
  if (setenv("OPENBLAS_CORETYPE", core.c_str(), 1) != 0) return;
  execv("/proc/self/exe", argv);
  unsetenv("OPENBLAS_CORETYPE");  // the restart failed: run with the kernel already loaded
}

}  // namespace dp
