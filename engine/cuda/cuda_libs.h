// cuBLAS and NCCL, loaded when the first CUDA pool is made (dlopen), not linked: each costs over
// 100 MiB of resident memory at process start just to be relocated, in every dpviz program, GPU
// or not (measured: an empty program linked to them has a 220 MiB peak RSS; see
// docs/performance.md). Only the CUDA runtime (a few MiB) is linked. The headers still give the types.
#pragma once

#include <cublas_v2.h>
#include <nccl.h>

namespace dp {

struct CudaLibs {
  decltype(&cublasCreate_v2) blas_create;
  decltype(&cublasDestroy_v2) blas_destroy;
  decltype(&cublasSetStream_v2) blas_set_stream;
  decltype(&cublasSgemm_v2) blas_sgemm;
  decltype(&cublasGetStatusString) blas_status_string;
  decltype(&cublasGetStatusName) blas_status_name;
  decltype(&ncclCommInitAll) nccl_comm_init_all;
  decltype(&ncclCommDestroy) nccl_comm_destroy;
  decltype(&ncclGroupStart) nccl_group_start;
  decltype(&ncclGroupEnd) nccl_group_end;
  decltype(&ncclBroadcast) nccl_broadcast;
  decltype(&ncclReduce) nccl_reduce;
  decltype(&ncclGetErrorString) nccl_error_string;
  decltype(&ncclGetLastError) nccl_last_error;
  // DDP's GPU ranks (dist/nccl_group.cpp): one communicator across processes
  decltype(&ncclGetUniqueId) nccl_get_unique_id;
  decltype(&ncclCommInitRank) nccl_comm_init_rank;
  decltype(&ncclAllReduce) nccl_all_reduce;
};

// Loads both libraries once (thread-safe); throws RuntimeError "CUDA backend unavailable: cannot
// load libcublas.so.13: <dlerror>" when one is missing.
const CudaLibs& cuda_libs();

}  // namespace dp
