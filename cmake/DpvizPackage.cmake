# The Debian package (CPack, DEB generator): `make package`, or `cpack -G DEB` in any configured build
# folder, writes <build>/dpviz_<version>_amd64.deb. Library dependencies come from dpkg-shlibdeps over
# every program and the video module (libdnnl2 where built with oneDNN); CUDA is not among them (the runtime is linked statically and
# cuBLAS, NCCL and the driver are loaded only when a CUDA backend is chosen).
set(DPVIZ_PACKAGE_MAINTAINER "dpviz developers <dpviz@localhost>" CACHE STRING
    "The Maintainer field of the Debian package (Name <address>)")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME dpviz)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The dpviz developers")
set(CPACK_PACKAGE_CONTACT "${DPVIZ_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)  # the build's debug information stays in the build folder
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "see PyTorch's DataParallel split, run and gather each batch")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "see PyTorch's DataParallel split, run and gather each batch
dpviz (数据并行可视化, DataParallel Visualizer) is a teaching app and a native engine that runs
PyTorch's nn.DataParallel pipeline (scatter, replicate, parallel apply, gather) on simulated GPUs
(worker threads, real float32 math with oneDNN or OpenBLAS) or on real CUDA GPUs, and animates how each batch
is cut into per-GPU chunks, with the exact lines the PyTorch tutorial prints and measured timings.
.
The package holds the desktop app dpviz (English and Chinese, projector mode, lessons, video
export for slides), the headless dpviz-cli and the benchmarks dpviz-bench")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # dpviz_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Chinese text needs a CJK font; Qt's own dialogs in Chinese come from Qt's translations.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-wqy-microhei, qt6-translations-l10n")
if(TARGET dpviz-ddp)
  string(APPEND CPACK_DEBIAN_PACKAGE_DESCRIPTION ", with dpviz-ddp, one rank of DistributedDataParallel under mpirun")
  string(APPEND CPACK_DEBIAN_PACKAGE_RECOMMENDS ", openmpi-bin")  # mpirun starts dpviz-ddp's ranks
endif()
string(APPEND CPACK_DEBIAN_PACKAGE_DESCRIPTION ".")
include(CPack)
