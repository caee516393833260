# Detects the CUDA toolkit for the optional CUDA backend (engine/cuda/).
# Sets DPVIZ_HAVE_CUDA and a one-line DPVIZ_CUDA_STATUS; never links the driver (libcuda), and links
# the runtime statically (it loads the driver itself), so the programs start on machines without an
# NVIDIA driver or toolkit and a package needs no CUDA package (shlibdeps cannot map /usr/local/cuda).
set(DPVIZ_HAVE_CUDA OFF)
if(DPVIZ_CUDA STREQUAL "OFF")
  set(DPVIZ_CUDA_STATUS "CUDA: off (DPVIZ_CUDA=OFF)")
  return()
endif()

if(NOT DEFINED CUDAToolkit_ROOT AND EXISTS /usr/local/cuda)
  set(CUDAToolkit_ROOT /usr/local/cuda)
endif()
find_package(CUDAToolkit QUIET)
find_library(DPVIZ_NCCL_LIBRARY nccl HINTS ${CUDAToolkit_LIBRARY_DIR} /usr/local/cuda/lib64)
find_path(DPVIZ_NCCL_INCLUDE nccl.h HINTS ${CUDAToolkit_INCLUDE_DIRS} /usr/local/cuda/include)

set(_missing "")
if(NOT (CUDAToolkit_FOUND AND CUDAToolkit_NVCC_EXECUTABLE))
  set(_missing "the CUDA toolkit (nvcc)")
elseif(NOT (DPVIZ_NCCL_LIBRARY AND DPVIZ_NCCL_INCLUDE))
  set(_missing "NCCL (libnccl, nccl.h)")
elseif(NOT TARGET CUDA::cublas OR NOT TARGET CUDA::nvtx3)
  set(_missing "cuBLAS or the NVTX v3 headers")
endif()

if(_missing STREQUAL "")
  set(DPVIZ_HAVE_CUDA ON)
  # nvcc 13 compiles C++20, but CMake 3.25 does not know its flag; architectures are explicit
  # because "native" fails on a machine without a GPU (nvcc 13 has no sm_70).
  set(CMAKE_CUDA_COMPILER ${CUDAToolkit_NVCC_EXECUTABLE})
  set(CMAKE_CUDA_ARCHITECTURES "80;90")
  enable_language(CUDA)
  set(CMAKE_CUDA20_STANDARD_COMPILE_OPTION "-std=c++20")
  set(CMAKE_CUDA20_EXTENSION_COMPILE_OPTION "-std=c++20")
  set(CMAKE_CUDA_STANDARD 20)
  set(CMAKE_CUDA_STANDARD_REQUIRED ON)
  set(CMAKE_CUDA_RUNTIME_LIBRARY Static)
  if(CCACHE_PROGRAM)
    set(CMAKE_CUDA_COMPILER_LAUNCHER "${CCACHE_PROGRAM}")
  endif()
  set(DPVIZ_CUDA_STATUS "CUDA: found ${CUDAToolkit_VERSION} (${CUDAToolkit_NVCC_EXECUTABLE}), NCCL ${DPVIZ_NCCL_LIBRARY}, sm_80 sm_90")
elseif(DPVIZ_CUDA STREQUAL "ON")
  message(FATAL_ERROR "DPVIZ_CUDA=ON but ${_missing} was not found; set CUDAToolkit_ROOT")
else()
  set(DPVIZ_CUDA_STATUS "CUDA: ${_missing} not found, building the simulated backend only")
endif()
