# Detects the CUDA toolkit for the optional CUDA backend (engine/cuda/).
# Sets DPVIZ_HAVE_CUDA and a one-line DPVIZ_CUDA_STATUS; never links the driver (libcuda),
# so the programs still start on machines without an NVIDIA driver.
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

if(CUDAToolkit_FOUND AND CUDAToolkit_NVCC_EXECUTABLE)
  set(DPVIZ_HAVE_CUDA ON)
  set(_nccl "NCCL not found")
  if(DPVIZ_NCCL_LIBRARY AND DPVIZ_NCCL_INCLUDE)
    set(_nccl "NCCL ${DPVIZ_NCCL_LIBRARY}")
  endif()
  set(DPVIZ_CUDA_STATUS "CUDA: found ${CUDAToolkit_VERSION} (${CUDAToolkit_NVCC_EXECUTABLE}), ${_nccl}")
elseif(DPVIZ_CUDA STREQUAL "ON")
  message(FATAL_ERROR "DPVIZ_CUDA=ON but no CUDA toolkit (nvcc) was found; set CUDAToolkit_ROOT")
else()
  set(DPVIZ_CUDA_STATUS "CUDA: not found, building the simulated backend only")
endif()
