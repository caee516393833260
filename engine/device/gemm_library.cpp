// The process-wide GEMM library choice and its description (see gemm_library.h).
#include "device/gemm_library.h"

#include <atomic>

#include "device/blas_kernel.h"
#include "device/portable_gemm.h"

#if DPVIZ_HAVE_ONEDNN
#include <dnnl.h>
#include <dnnl_debug.h>
#endif

#if DPVIZ_HAVE_OPENBLAS
extern "C" char* openblas_get_config(void);
#endif

namespace dp {
namespace {

std::atomic<GemmLibrary>& chosen() {
  static std::atomic<GemmLibrary> library{onednn_built()    ? GemmLibrary::OneDnn
                                          : openblas_built() ? GemmLibrary::OpenBlas
                                                             : GemmLibrary::Portable};
  return library;
}

}  // namespace

bool onednn_built() { return DPVIZ_HAVE_ONEDNN != 0; }
bool openblas_built() { return DPVIZ_HAVE_OPENBLAS != 0; }

bool gemm_library_built(GemmLibrary library) {
  switch (library) {
    case GemmLibrary::OpenBlas: return openblas_built();
    case GemmLibrary::OneDnn: return onednn_built();
    case GemmLibrary::Portable: return true;
  }
  return false;
}

GemmLibrary gemm_library() { return chosen().load(std::memory_order_relaxed); }

bool set_gemm_library(GemmLibrary library) {
  if (!gemm_library_built(library)) return false;
  chosen().store(library, std::memory_order_relaxed);
  return true;
}

const char* gemm_library_id(GemmLibrary library) {
  switch (library) {
    case GemmLibrary::OneDnn: return "onednn";
    case GemmLibrary::Portable: return "portable";
    case GemmLibrary::OpenBlas: break;
  }
  return "openblas";
}

std::optional<GemmLibrary> parse_gemm_library(std::string_view text) {
  if (text == "openblas") return GemmLibrary::OpenBlas;
  if (text == "onednn") return GemmLibrary::OneDnn;
  if (text == "portable") return GemmLibrary::Portable;
  return std::nullopt;
}

std::string gemm_library_name(GemmLibrary library) {
  if (library == GemmLibrary::Portable) return "dpviz portable";
  if (library == GemmLibrary::OpenBlas) {
#if DPVIZ_HAVE_OPENBLAS
    // openblas_get_config(): "OpenBLAS 0.3.21 DYNAMIC_ARCH NO_AFFINITY Haswell MAX_THREADS=64"
    std::string config = openblas_get_config();
    const auto first = config.find(' ');
    const auto second = first == std::string::npos ? first : config.find(' ', first + 1);
    return config.substr(0, second);
#else
    return "OpenBLAS";
#endif
  }
#if DPVIZ_HAVE_ONEDNN
  const dnnl_version_t* v = dnnl_version();
  return "oneDNN " + std::to_string(v->major) + "." + std::to_string(v->minor) + "." + std::to_string(v->patch);
#else
  return "oneDNN";
#endif
}

std::string gemm_library_target(GemmLibrary library) {
  if (library == GemmLibrary::Portable) return portable_gemm_target();
  if (library == GemmLibrary::OpenBlas) return openblas_built() ? blas_core_name() : "not in this build";
#if DPVIZ_HAVE_ONEDNN
  std::string isa = dnnl_cpu_isa2str(dnnl_get_effective_cpu_isa());  // "cpu_isa_avx512_core"
  if (isa.rfind("cpu_isa_", 0) == 0) isa.erase(0, 8);
  return isa;
#else
  return "not in this build";
#endif
}

std::string gemm_library_description(GemmLibrary library) {
  if (!gemm_library_built(library)) return gemm_library_name(library) + " (not in this build)";
  const char* what = library == GemmLibrary::OneDnn ? " (ISA " : library == GemmLibrary::Portable ? " (vectors " : " (kernel ";
  return gemm_library_name(library) + what + gemm_library_target(library) + ")";
}

}  // namespace dp
