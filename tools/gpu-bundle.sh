#!/usr/bin/env bash
# gpu-bundle.sh: packs what tools/gpu-check.sh needs to run on a GPU machine that cannot build dpviz
# (no Qt, OpenBLAS or OpenMPI packages, no network), from a build made here with the CUDA toolkit:
#   BUNDLE/build.tar.xz  the programs and the test executables the check runs, stripped, at their
#                        paths under the repository (extract in the checkout's root)
#   BUNDLE/sys.tar.xz    the shared libraries they load that are not glibc's, OpenMPI's runtime and
#                        its components, Qt's offscreen platform plugin, fontconfig and two fonts, at
#                        their absolute paths (extract at / with --skip-old-files: a library the
#                        machine has already stays the machine's)
# tools/gpu-remote.sh unpacks both there and runs gpu-check.sh on the carried build.
#
#   tools/gpu-bundle.sh [BUILD] [BUNDLE]    defaults: build/default, build/gpu-carry
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/default}
bundle=${2:-build/gpu-carry}
[ -x "$build/app/dpviz-cli" ] || { echo "gpu-bundle: $build/app/dpviz-cli not built" >&2; exit 2; }
grep -q 'DPVIZ_HAVE_CUDA:INTERNAL=ON\|CUDA: found' "$build/CMakeCache.txt" 2>/dev/null ||
  "$build/app/dpviz-cli" --version | grep -q 'CUDA backend' ||
  { echo "gpu-bundle: $build has no CUDA backend" >&2; exit 2; }

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$bundle" "$stage/repo" "$stage/sys"

# The programs and tests gpu-check.sh runs (whatever of them this build has).
programs=(app/dpviz app/dpviz-cli app/dpviz-ddp app/dpviz-bench)
tests=(test_cuda_backend test_cuda_backward test_autograd test_training test_train_cli test_data_parallel
       test_cli test_devices test_trace test_ddp_mpi)
files=()
for p in "${programs[@]}"; do [ -x "$build/$p" ] && files+=("$build/$p"); done
for t in "${tests[@]}"; do [ -x "$build/tests/$t" ] && files+=("$build/tests/$t"); done
for f in "${files[@]}"; do
  mkdir -p "$stage/repo/$(dirname "$f")"
  objcopy --strip-debug "$f" "$stage/repo/$f"
done
tar -C "$stage/repo" -cJf "$bundle/build.tar.xz" .
echo "$PWD" >"$bundle/source-dir"   # the tests' compiled-in paths start here
echo "$build" >"$bundle/build-dir"

# Every shared library those load (ldd's closure), the Qt plugins the offscreen screenshot needs and
# OpenMPI's own files (mpirun and its components are found by path, not by ldd).
qtplugins=$(dirname "$(dirname "$(find /usr/lib -path '*qt6/plugins/platforms/libqoffscreen.so' | head -1)")")
extra=("$qtplugins/platforms/libqoffscreen.so" "$qtplugins/platforms/libqminimal.so")
pkgfiles() { dpkg -L "$@" 2>/dev/null | while read -r f; do [ -f "$f" ] && echo "$f"; done; }
mpi_files=$(pkgfiles openmpi-bin openmpi-common libopenmpi3 libpmix2 | grep -v -E '/(man|doc|lintian)/|\.a$|/include/|pkgconfig')
font_files=$(pkgfiles fontconfig-config fonts-dejavu-core fonts-wqy-microhei | grep -v -E '/(man|doc)/')
objs=("${files[@]}" "${extra[@]}")
while read -r f; do case "$f" in *.so|*.so.*) objs+=("$f") ;; esac; done <<<"$mpi_files"
while read -r f; do [ -x "$f" ] && file -b "$f" | grep -q ELF && objs+=("$f"); done <<<"$mpi_files"

libs=$(for o in "${objs[@]}"; do ldd "$o" 2>/dev/null | awk '/=> \//{print $3}'; done | sort -u)
# glibc and the C++ runtime come from the machine itself (newer there than Debian 12's).
libs=$(grep -v -E '/(libc|libm|libpthread|libdl|librt|libresolv|libutil|ld-linux-x86-64|libstdc\+\+|libgcc_s)\.so' <<<"$libs")
{
  for l in $libs; do
    echo "$l"; readlink -f "$l"
  done
  printf '%s\n' "${extra[@]}"
  echo "$mpi_files"
  echo "$font_files"
  find /etc/fonts -type f -o -type l
} | grep -v '^$' | sort -u >"$stage/list"
# cuBLAS and NCCL are the GPU machine's own (hundreds of MB); the driver is never carried.
grep -v -E 'libcublas|libnccl|libcuda\.so|/usr/local/cuda' "$stage/list" >"$stage/list2"
# The libraries change only with the packages: an unchanged list keeps the last archive (xz takes minutes).
if ! cmp -s "$stage/list2" "$bundle/sys.list" || [ ! -f "$bundle/sys.tar.xz" ]; then
  tar -C / -cJf "$bundle/sys.tar.xz" --files-from <(sed 's|^/||' "$stage/list2")
  cp "$stage/list2" "$bundle/sys.list"
fi
echo "gpu-bundle: $(du -h "$bundle/build.tar.xz" | cut -f1) programs and tests, $(du -h "$bundle/sys.tar.xz" | cut -f1) libraries ($(wc -l <"$stage/list2") files) in $bundle"
