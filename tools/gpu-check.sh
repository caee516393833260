#!/usr/bin/env bash
# gpu-check.sh: the CUDA checks, for a machine with an NVIDIA GPU. Builds with the CUDA backend
# required (DPVIZ_CUDA=ON, no GUI), runs the engine tests with their CUDA rows (a CUDA row that is
# skipped here is a failure), checks `dpviz-cli tutorial --backend cuda` against PyTorch's printout
# (8 GPUs: virtual ones on a smaller machine) and `dpviz-cli train --backend cuda --case` against
# PyTorch's training trajectories (tests/data/train.json), DDP on GPU ranks (dpviz-ddp --backend
# cuda, when OpenMPI is there), runs dpviz-bench when it is built, and writes a short log. Meant to finish in under 5 minutes on one GPU.
#
#   tools/gpu-check.sh [LOG]       LOG defaults to $OUT/gpu-check.log or build/gpu/gpu-check.log
#   GPU_CHECK_BUILD=DIR            check the programs already built in DIR (with the CUDA backend),
#                                  building nothing: a GPU machine without Qt or OpenBLAS packages
#                                  runs a build made elsewhere (tools/gpu-bundle.sh, tools/gpu-remote.sh)
# Files for docs/gpus.md (the Timings tab on CUDA GPUs, the bench figures) go beside the log.
set -uo pipefail
cd "$(dirname "$0")/.."

build=${GPU_CHECK_BUILD:-build/gpu}
prebuilt=0
[ -n "${GPU_CHECK_BUILD:-}" ] && [ -x "$build/app/dpviz-cli" ] && prebuilt=1
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
if [ "$prebuilt" = 1 ]; then
  [ -x "$build/tests/test_cuda_backend" ] || tests=OFF
  say "build: carried, $build ($(ls "$build/tests" 2>/dev/null | grep -c '^test_') test programs)"
elif ! pkg-config --exists Qt6Test 2>/dev/null && [ ! -d /usr/lib/x86_64-linux-gnu/cmake/Qt6Test ]; then
  tests=OFF
  say "note: Qt6Test not found, building without the Qt tests (CLI checks only)"
fi
generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
if [ "$prebuilt" = 0 ]; then
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
fi
outdir=$(dirname "$log")
"$build/app/dpviz-cli" --version | sed 's/^/cli: /' | tee -a "$log"
if "$build/app/dpviz-cli" --version | grep -q 'CUDA backend: 0 CUDA devices'; then
  fail "no CUDA device on this machine: the build is checked, nothing can run on a GPU"
  say "result: $failures failure(s) in $(( $(date +%s) - start )) s"
  exit 1
fi

if [ "$tests" = ON ]; then
  for t in test_cuda_backend test_cuda_backward test_autograd test_training test_train_cli test_data_parallel \
           test_cli test_devices test_trace; do
    out="$PWD/$build/$t.out"
    (cd "$build/tests" && timeout "${GPU_CHECK_TEST_TIMEOUT:-240}" "./$t" >"$out" 2>&1)
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

# Training: every single case of train.json replayed on CUDA GPUs, losses and final parameters
# within |a-b| <= 1e-5 + 1e-4*|b| of PyTorch's (python3 extracts the cases and compares).
if command -v python3 >/dev/null; then
  for gpus in 1 2 3 8; do
    if python3 - "$build/app/dpviz-cli" "$gpus" "$build" tests/data/train.json >"$build/train_${gpus}gpu.txt" 2>&1 <<'PY'
import json, subprocess, sys
cli, gpus, build, golden = sys.argv[1:5]
cases = json.load(open(golden))["cases"]
bad = 0
for i, case in enumerate(cases):
    if case["config"]["mode"] != "single":
        continue
    path = f"{build}/train_case{i}.json"
    json.dump(case, open(path, "w"))
    run = subprocess.run([cli, "train", "--case", path, "--gpus", gpus, "--backend", "cuda"], capture_output=True, text=True)
    if run.returncode != 0:
        print(f"case {i}: exit {run.returncode}: {run.stderr.strip()}"); bad += 1; continue
    got, want = json.loads(run.stdout), case["expect"]
    pairs = list(zip(got["losses"], want["losses"]))
    for a, b in zip(got["final_params"], want["final_params"]):
        pairs += list(zip(a["values"], b["values"]))
    worst = max(abs(a - b) - (1e-5 + 1e-4 * abs(b)) for a, b in pairs)
    ok = len(got["losses"]) == len(want["losses"]) and worst <= 0
    print(f"case {i} ({case['config']['model']}): {'ok' if ok else 'DIFFERS'} (worst excess {worst:.3g})")
    bad += not ok
sys.exit(1 if bad else 0)
PY
    then
      say "train: --case on $gpus CUDA GPU(s) matches PyTorch: $(tr '\n' ';' <"$build/train_${gpus}gpu.txt")"
    else
      head -5 "$build/train_${gpus}gpu.txt" | tee -a "$log"
      fail "train --case --gpus $gpus --backend cuda differs from tests/data/train.json"
    fi
  done
  "$build/app/dpviz-cli" train --gpus 8 --backend cuda --json 2>/dev/null | head -1 | cut -c1-300 | sed 's/^/train json: /' | tee -a "$log"
else
  say "train: python3 not found: test_train_cli's [cuda] rows (above) replay the cases instead"
fi

# DDP on GPU ranks: one rank on NCCL (a world of one), then test_ddp_mpi, whose r14_gpuRanks replays
# a golden ddp case on 2 GPU ranks (NCCL with 2 GPUs; MPI through host copies when they share one).
if [ -x "$build/app/dpviz-ddp" ] && command -v mpirun >/dev/null; then
  export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
  ddp_out="$build/ddp_nccl.txt"
  if timeout 120 mpirun -q --oversubscribe -np 1 "$build/app/dpviz-ddp" train --backend cuda --layers 256,1024,1024,256 \
       --batch-size 128 --data-size 512 --epochs 2 >"$ddp_out" 2>&1 && grep -q 'ranks (nccl)' "$ddp_out"; then
    say "ddp: 1 GPU rank on NCCL: $(tail -2 "$ddp_out" | tr '\n' ' ')"
  else
    head -5 "$ddp_out" | tee -a "$log"
    fail "dpviz-ddp --backend cuda on one rank"
  fi
  # Two GPU ranks: NCCL where each has a GPU of its own, MPI through host copies where they share one.
  ddp_out="$build/ddp_2ranks.txt"
  if timeout 120 mpirun -q --oversubscribe -np 2 "$build/app/dpviz-ddp" train --backend cuda --layers 256,1024,1024,256 \
       --batch-size 128 --data-size 512 --epochs 2 >"$ddp_out" 2>&1 && grep -q 'bit-identical on 2 ranks' "$ddp_out"; then
    say "ddp: 2 GPU ranks: $(grep -m1 -E 'ranks \(|share' "$ddp_out") $(tail -2 "$ddp_out" | tr '\n' ' ')"
  else
    head -5 "$ddp_out" | tee -a "$log"
    fail "dpviz-ddp --backend cuda on two ranks"
  fi
  if [ "$tests" = ON ]; then
    out="$PWD/$build/test_ddp_mpi.out"
    (cd "$build/tests" && timeout "${GPU_CHECK_TEST_TIMEOUT:-240}" ./test_ddp_mpi >"$out" 2>&1)
    rc=$?
    say "test: test_ddp_mpi rc=$rc $(grep -m1 '^Totals' "$out") $(grep -m1 'r14_gpuRanks' "$out")"
    [ "$rc" -eq 0 ] || { grep -E '^(FAIL|   Loc)' "$out" | head -20 | tee -a "$log"; fail "test_ddp_mpi"; }
  fi
else
  say "ddp: dpviz-ddp not built (no OpenMPI: tools/install-deps.sh) or no mpirun"
fi

if [ -x "$build/app/dpviz-bench" ]; then
  timeout 150 "$build/app/dpviz-bench" --only cuda >"$build/bench.out" 2>&1
  rc=$?
  grep -v '^$' "$build/bench.out" | sed 's/^/bench: /' | tee -a "$log"
  [ "$rc" -eq 0 ] || { tail -3 "$build/bench.out" | tee -a "$log"; fail "dpviz-bench --only cuda (exit $rc)"; }
else
  say "bench: dpviz-bench not built in this version"
fi

# The Timings tab of the app on the CUDA GPUs (offscreen, no display): GPU-timed phases.
if [ -x "$build/app/dpviz" ]; then
  for spec in "1920x1080 en" "1024x768 zh_CN"; do
    set -- $spec
    png="$outdir/timings-cuda-$1-$2.png"
    if QT_QPA_PLATFORM=offscreen timeout 90 "$build/app/dpviz" --backend cuda --gpus 8 --view timings --window-size "$1" \
         --lang "$2" --screenshot-at 2:gather --screenshot "$png" >"$build/shot.out" 2>&1 && [ -s "$png" ]; then
      say "screenshot: $png ($(wc -c <"$png") bytes)"
    else
      head -5 "$build/shot.out" | tee -a "$log"
      fail "dpviz --backend cuda --view timings --screenshot ($1, $2)"
    fi
  done
else
  say "screenshot: the GUI is not built here (DPVIZ_BUILD_GUI=OFF)"
fi

say "result: $failures failure(s) in $(( $(date +%s) - start )) s"
[ "$failures" -eq 0 ]
