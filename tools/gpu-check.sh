#!/usr/bin/env bash
# gpu-check.sh: the CUDA checks, for a machine with an NVIDIA GPU. Builds with the CUDA backend
# required (DPVIZ_CUDA=ON, no GUI), runs the engine tests with their CUDA rows (a CUDA row that is
# skipped here is a failure), checks `dpviz-cli tutorial --backend cuda` against PyTorch's printout
# (8 GPUs: virtual ones on a smaller machine), runs dpviz-bench when it is built, and writes a
# short log. Meant to finish in under 5 minutes on one GPU.
#
#   tools/gpu-check.sh [LOG]       LOG defaults to $OUT/gpu-check.log or build/gpu/gpu-check.log
set -uo pipefail
cd "$(dirname "$0")/.."

build=build/gpu
mkdir -p "$build"
log=${1:-${OUT:-$build}/gpu-check.log}
mkdir -p "$(dirname "$log")"
: >"$log"
failures=0
say() { echo "$*" | tee -a "$log"; }
fail() { say "FAIL: $*"; failures=$((failures + 1)); }
start=$(date +%s)

say "# dpviz gpu-check $(date -u +%Y-%m-%dT%H:%MZ) at $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
if command -v nvidia-smi >/dev/null; then
  nvidia-smi --query-gpu=index,name,memory.total,driver_version --format=csv,noheader 2>&1 | sed 's/^/gpu: /' | tee -a "$log"
else
  say "gpu: nvidia-smi not found"
fi

# Tests need Qt 6 (Core, Test); without it only the CLI checks run.
tests=ON
if ! pkg-config --exists Qt6Test 2>/dev/null && [ ! -d /usr/lib/x86_64-linux-gnu/cmake/Qt6Test ]; then
  tests=OFF
  say "note: Qt6Test not found, building without the Qt tests (CLI checks only)"
fi
generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
if ! cmake -S . -B "$build" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release -DDPVIZ_CUDA=ON \
      -DDPVIZ_BUILD_GUI=OFF -DDPVIZ_BUILD_TESTS=$tests >"$build/configure.log" 2>&1; then
  tail -20 "$build/configure.log" | tee -a "$log"
  fail "configure"
  exit 1
fi
grep -m1 'CUDA:' "$build/configure.log" | sed 's/^-- /build: /' | tee -a "$log"
if ! cmake --build "$build" -j"$(nproc)" >"$build/build.log" 2>&1; then
  grep -m20 -E 'error|Error' "$build/build.log" | tee -a "$log"
  fail "build"
  exit 1
fi
say "build: ok in $(( $(date +%s) - start )) s"
"$build/app/dpviz-cli" --version | sed 's/^/cli: /' | tee -a "$log"
if "$build/app/dpviz-cli" --version | grep -q 'CUDA backend: 0 CUDA devices'; then
  fail "no CUDA device on this machine: the build is checked, nothing can run on a GPU"
  say "result: $failures failure(s) in $(( $(date +%s) - start )) s"
  exit 1
fi

if [ "$tests" = ON ]; then
  for t in test_cuda_backend test_data_parallel test_cli test_devices test_trace; do
    out="$PWD/$build/$t.out"
    (cd "$build/tests" && timeout 240 "./$t" >"$out" 2>&1)
    rc=$?
    totals=$(grep -m1 '^Totals' "$out")
    cuda_skips=$(grep -c '^SKIP .*no CUDA device:' "$out")
    say "test: $t rc=$rc ${totals:-no totals} cuda-skips=$cuda_skips"
    [ "$rc" -eq 0 ] || { grep -E '^(FAIL|   Loc)' "$out" | head -20 | tee -a "$log"; fail "$t"; }
    [ "$cuda_skips" -eq 0 ] || { grep '^SKIP .*no CUDA device:' "$out" | head -3 | tee -a "$log"; fail "$t skipped CUDA rows on a GPU machine"; }
  done
fi

for gpus in 1 2 3 8; do
  got="$build/tutorial_${gpus}gpu.txt"
  if "$build/app/dpviz-cli" tutorial --gpus "$gpus" --backend cuda --order index >"$got" 2>"$got.err" &&
     cmp -s "$got" "tests/data/tutorial_${gpus}gpu.txt"; then
    say "tutorial: --gpus $gpus --backend cuda matches PyTorch's printout byte for byte $(head -c 200 "$got.err" | tr '\n' ' ')"
  else
    cat "$got.err" | head -5 | tee -a "$log"
    fail "tutorial --gpus $gpus --backend cuda differs from tests/data/tutorial_${gpus}gpu.txt"
  fi
done
"$build/app/dpviz-cli" tutorial --gpus 8 --backend cuda --json 2>/dev/null | head -1 | sed 's/^/json: /' | tee -a "$log"
"$build/app/dpviz-cli" tutorial --gpus 8 --backend cuda --trace "$build/cuda-trace.json" >/dev/null 2>&1 &&
  say "trace: $build/cuda-trace.json ($(wc -c <"$build/cuda-trace.json") bytes; open in ui.perfetto.dev)"

if [ -x "$build/app/dpviz-bench" ]; then
  timeout 120 "$build/app/dpviz-bench" --cuda 2>&1 | tee "$build/bench.out" | grep '=' | sed 's/^/bench: /' | tee -a "$log"
else
  say "bench: dpviz-bench not built in this version"
fi

say "result: $failures failure(s) in $(( $(date +%s) - start )) s"
[ "$failures" -eq 0 ]
