#!/usr/bin/env bash
# gpu-remote.sh: runs tools/gpu-check.sh on a GPU machine that cannot build dpviz (no Qt, OpenBLAS
# or OpenMPI packages, no network), from the bundle tools/gpu-bundle.sh made on a build machine:
# the carried libraries go in at their own paths where the machine has none of that name (a library
# it has stays its own), the programs at their paths in this checkout, cuBLAS and NCCL are the
# machine's own (found by name), and the tests' compiled-in source path points at this checkout.
# Root only (it writes under /usr); meant for a disposable machine.
#
#   tools/gpu-remote.sh [BUNDLE] [LOG]     defaults: build/gpu-carry, $OUT/gpu-check.log
set -uo pipefail
cd "$(dirname "$0")/.."
bundle=${1:-build/gpu-carry}
log=${2:-${OUT:-$bundle}/gpu-check.log}
[ "$(id -u)" = 0 ] || { echo "gpu-remote: run as root (it installs the carried libraries under /usr)" >&2; exit 2; }
for f in build.tar.xz sys.tar.xz source-dir build-dir; do
  [ -f "$bundle/$f" ] || { echo "gpu-remote: $bundle/$f missing (make it with tools/gpu-bundle.sh)" >&2; exit 2; }
done
t0=$(date +%s)
tar -C / --skip-old-files -xJf "$bundle/sys.tar.xz" 2>/dev/null
tar -xJf "$bundle/build.tar.xz"
ldconfig 2>/dev/null
# The tests name their data and programs by the absolute paths of the build machine's checkout.
src=$(cat "$bundle/source-dir")
if [ "$src" != "$PWD" ] && [ ! -e "$src" ]; then
  mkdir -p "$(dirname "$src")" && ln -s "$PWD" "$src"
fi
# The machine's cuBLAS and NCCL, wherever its CUDA toolkit or Python wheels keep them.
dirs=""
for lib in libcublas.so.13 libcublasLt.so.13 libnccl.so.2; do
  found=$(find /usr/local /usr/lib /opt -name "$lib" 2>/dev/null | head -1)
  [ -n "$found" ] && dirs="$dirs:$(dirname "$found")"
done
export LD_LIBRARY_PATH="${dirs#:}${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
# OpenMPI's mpirun (Debian installs it as an alternative, which a tar cannot carry): the carried
# orterun, first on PATH, so that another MPI's mpirun never starts the OpenMPI-built ranks.
shim=$(mktemp -d)
ln -s "$(command -v orterun || echo /usr/bin/orterun)" "$shim/mpirun"
export PATH="$shim:$PATH"
export OMPI_MCA_btl_vader_single_copy_mechanism=none  # no CMA across a VM's processes: plain copies
echo "gpu-remote: unpacked in $(( $(date +%s) - t0 )) s; cuBLAS/NCCL from ${dirs#:}; $(ldd --version | head -1)"
build=$(cat "$bundle/build-dir")
missing=$(for p in "$build"/app/dpviz* "$build"/tests/test_*; do
  [ -x "$p" ] && LD_LIBRARY_PATH=$LD_LIBRARY_PATH ldd "$p" | grep 'not found'; done | sort -u)
[ -z "$missing" ] || echo "gpu-remote: libraries still missing: $missing"
GPU_CHECK_BUILD=$build GPU_CHECK_TEST_TIMEOUT=${GPU_CHECK_TEST_TIMEOUT:-100} bash tools/gpu-check.sh "$log"
rc=$?
# What the checks printed, for reading back on the build machine.
tar -C "$build" -czf "$(dirname "$log")/gpu-check-details.tar.gz" $(cd "$build" && ls ./*.out ./*.txt ./*.err 2>/dev/null) 2>/dev/null
exit $rc
