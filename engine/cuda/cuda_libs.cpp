// dlopen by soname (found through the programs' RUNPATH, which names the toolkit's lib dir),
// then by the path the build found, then dlsym of each entry point.
#include "cuda/cuda_libs.h"

#include <dlfcn.h>

#include <string>

#include "core/error.h"

namespace dp {
namespace {

void* open_library(const char* soname, const char* build_dir) {
  if (void* h = dlopen(soname, RTLD_NOW | RTLD_LOCAL)) return h;
  const std::string first_error = dlerror();
  const std::string path = std::string(build_dir) + "/" + soname;
  if (void* h = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL)) return h;
  throw Error(ErrorType::RuntimeError, "CUDA backend unavailable: cannot load " + std::string(soname) + ": " + first_error);
}

template <typename F>
void bind(F& f, void* library, const char* name) {
  f = reinterpret_cast<F>(dlsym(library, name));
  if (!f) throw Error(ErrorType::RuntimeError, std::string("CUDA backend unavailable: no ") + name + " in the library");
}

CudaLibs load() {
  void* blas = open_library(DPVIZ_CUBLAS_SONAME, DPVIZ_CUBLAS_DIR);
  void* nccl = open_library(DPVIZ_NCCL_SONAME, DPVIZ_NCCL_DIR);
  CudaLibs l{};
  bind(l.blas_create, blas, "cublasCreate_v2");
  bind(l.blas_destroy, blas, "cublasDestroy_v2");
  bind(l.blas_set_stream, blas, "cublasSetStream_v2");
  bind(l.blas_sgemm, blas, "cublasSgemm_v2");
  bind(l.blas_status_string, blas, "cublasGetStatusString");
  bind(l.blas_status_name, blas, "cublasGetStatusName");
  bind(l.nccl_comm_init_all, nccl, "ncclCommInitAll");
  bind(l.nccl_comm_destroy, nccl, "ncclCommDestroy");
  bind(l.nccl_group_start, nccl, "ncclGroupStart");
  bind(l.nccl_group_end, nccl, "ncclGroupEnd");
  bind(l.nccl_broadcast, nccl, "ncclBroadcast");
  bind(l.nccl_reduce, nccl, "ncclReduce");
  bind(l.nccl_error_string, nccl, "ncclGetErrorString");
  bind(l.nccl_last_error, nccl, "ncclGetLastError");
  bind(l.nccl_get_unique_id, nccl, "ncclGetUniqueId");
  bind(l.nccl_comm_init_rank, nccl, "ncclCommInitRank");
  bind(l.nccl_all_reduce, nccl, "ncclAllReduce");
  return l;  // the libraries stay loaded for the life of the process
}

}  // namespace

const CudaLibs& cuda_libs() {
  static const CudaLibs libs = load();  // a throw leaves it unset: the next call tries again
  return libs;
}

}  // namespace dp
