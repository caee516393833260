// Which library runs the engine's matrix products (OpenBLAS, oneDNN or the engine's own portable
// kernel), chosen once per process before a run, and how programs name it (--gemm, --version).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace dp {

enum class GemmLibrary { OpenBlas, OneDnn, Portable };

// Whether this build has oneDNN (CMake option DPVIZ_ONEDNN), and OpenBLAS (every build but the
// browser's). The portable kernel is in every build.
bool onednn_built();
bool openblas_built();
bool gemm_library_built(GemmLibrary library);
// The library the products use now: oneDNN when built with it, else OpenBLAS, else the portable
// kernel, until set.
GemmLibrary gemm_library();
// Set once, before any device runs (not while products run: each call reads the choice afresh).
// Returns false, changing nothing, for a library this build lacks.
bool set_gemm_library(GemmLibrary library);

// "openblas" | "onednn" | "portable" (the --gemm values), and back; nothing for anything else.
const char* gemm_library_id(GemmLibrary library);
std::optional<GemmLibrary> parse_gemm_library(std::string_view text);
// Its name and version ("OpenBLAS 0.3.21", "oneDNN 2.6.3", "dpviz portable") and what its kernels
// were made for on this CPU: OpenBLAS's kernel family ("Haswell"), oneDNN's ISA ("avx512_core"), the
// portable kernel's vectors ("wasm simd128").
std::string gemm_library_name(GemmLibrary library);
std::string gemm_library_target(GemmLibrary library);
// For --version and the bench: "OpenBLAS 0.3.21 (kernel Haswell)", "oneDNN 2.6.3 (ISA avx512_core)",
// "dpviz portable (vectors x86-64 sse2)".
std::string gemm_library_description(GemmLibrary library);

}  // namespace dp
