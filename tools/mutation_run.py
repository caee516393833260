#!/usr/bin/env python3
"""Planted bugs, each of which some test must catch (a test that cannot fail is a defect).

Usage: tools/mutation_run.py CLONE [N ...]
       tools/mutation_run.py --check [TREE]   (every planted text still found once; in make test)
CLONE is a scratch clone or worktree configured with `cmake --preset default` (never your working
tree: each mutation is written into CLONE's sources, built and tested there, then the file is put
back). N picks mutations by index (default: all). One line each: which tests caught it, or NOT CAUGHT;
the exit status is the number not caught. Slow (a build per mutation), so not part of `make test`.
"""
import pathlib
import subprocess
import sys

# (what the bug is, the file, the exact text replaced, its replacement, the tests that should catch it)
MUTATIONS = [
    ("ballot reset: a new question reuses the last record's ballots", "ui/vote/class_vote.cpp",
     "      current_ = records_.size() - 1;\n      dirty_ = {};", "      dirty_ = {};",
     ["test_vote_server", "test_vote_app", "test_vote_projector"]),
    ("replaced ballot: a second ballot adds instead of replacing", "ui/vote/class_vote.cpp",
     "  if (before >= 0) --counts[std::size_t(before)];  // a second ballot replaces the first\n", "",
     ["test_vote_server", "test_vote_app", "test_vote_projector"]),
    ("closed-round gate: a round-1 ballot accepted in round 2", "ui/vote/class_vote.cpp",
     "  if (ballot.round < round()) return QString::fromLatin1(kRoundClosed);\n", "",
     ["test_vote_server", "test_vote_app", "test_vote_projector", "test_vote_hardening"]),
    ("ring steps: all-gather passes the wrong piece", "engine/dist/ring_schedule.cpp",
     "mod(r + 1 - (step - (world - 1)), world)", "mod(r - (step - (world - 1)), world)",
     ["test_ring_schedule", "test_ring_truth"]),
    ("idle GPUs: every device gets a chunk (array_split instead of torch.chunk)", "engine/core/chunk.cpp",
     "  const std::int64_t s = n / k + (n % k != 0);  // ceil(n / k) without overflow\n  for (std::int64_t left = n; left > 0; left -= std::min(s, left)) piece(std::min(s, left));",
     "  for (std::int64_t i = 0; i < std::min(k, n); ++i) piece(n / k + (i < n % k ? 1 : 0));",
     ["test_chunk", "test_scatter_gather", "test_data_parallel"]),
    ("ring pieces: the whole remainder goes to piece 0 (520 B over 4 ranks: 136/128/128/128)", "engine/core/ring_rule.cpp",
     "  return (base + (piece < extra ? 1 : 0)) * eb;", "  return (base + (piece == 0 ? extra : 0)) * eb;",
     ["test_ring_schedule", "test_ddp_geometry"]),
    ("ring steps: W−1 steps instead of 2(W−1)", "engine/core/ring_rule.cpp",
     "int ring_step_count(int world) { return world > 1 ? 2 * (world - 1) : 0; }", "int ring_step_count(int world) { return world > 1 ? world - 1 : 0; }",
     ["test_ring_schedule", "test_cost_model", "test_quiz"]),
    ("gradient reduce: the last replica's gradients are not summed onto device_ids[0]", "engine/parallel/data_parallel_backward.cpp",
     "  for (int i = 1; i < n_; ++i) {\n    Replica& r = replica(i);", "  for (int i = 1; i + 1 < n_; ++i) {\n    Replica& r = replica(i);",
     ["test_training"]),
    ("lesson limit: output_device equal to the GPU count accepted", "ui/lessons/lesson_reader.cpp",
     "    if (c.output_device && *c.output_device >= c.gpus) {", "    if (c.output_device && *c.output_device > c.gpus) {",
     ["test_lesson_files"]),
    ("PIN guessing: an address's back-off never holds a guess", "ui/vote/vote_admission.cpp",
     "  if (a.wait_until > now) {", "  if (false) {",
     ["test_vote_limits", "test_vote_server"]),
    ("DDP average: the bucket is not divided by the world size (a sum, not a mean)", "engine/parallel/ddp_reducer.cpp",
     "  if (!options_.prescaled) scale_in_place(flat, scale);", "  (void)scale;",
     ["test_ddp_reducer", "test_training"]),
    ("ideal timeline: a device's slices overlap instead of back to back", "ui/panels/timeline_model.cpp",
     "    at += e->work_or_span_ns();\n", "",
     ["test_timing_truth", "test_timings"]),
]


def run(root: pathlib.Path, index: int) -> bool:
    name, path, old, new, tests = MUTATIONS[index]
    f = root / path
    orig = f.read_text()
    if orig.count(old) != 1:
        print(f"[{index}] {name}: the text to replace is not in {path} once (update this table)", flush=True)
        return False
    try:
        f.write_text(orig.replace(old, new))
        b = subprocess.run(["cmake", "--build", "--preset", "default", "-j2", "--target", *tests],
                           cwd=root, capture_output=True, text=True)
        if b.returncode:
            print(f"[{index}] {name}: the mutant does not build\n{b.stdout[-2000:]}", flush=True)
            return False
        caught = []
        for t in tests:
            r = subprocess.run(["ctest", "--preset", "default", "-R", f"^{t}$"], cwd=root, capture_output=True, text=True)
            if "100% tests passed" not in r.stdout:
                caught.append(t)
        print(f"[{index}] {name} ({path}): " + ("caught by " + ", ".join(caught) if caught else "NOT CAUGHT"), flush=True)
        return bool(caught)
    finally:
        f.write_text(orig)


def check(root: pathlib.Path) -> int:
    stale = 0
    for i, (name, path, old, _new, tests) in enumerate(MUTATIONS):
        count = (root / path).read_text().count(old) if (root / path).is_file() else 0
        if count != 1:
            print(f"[{i}] {name}: its text is found {count} times in {path}, not once: update tools/mutation_run.py")
            stale += 1
    print(f"{len(MUTATIONS) - stale} of {len(MUTATIONS)} planted bugs still apply")
    return 1 if stale else 0


def main() -> int:
    if len(sys.argv) >= 2 and sys.argv[1] == "--check":
        return check(pathlib.Path(sys.argv[2] if len(sys.argv) > 2 else pathlib.Path(__file__).resolve().parent.parent))
    if len(sys.argv) < 2 or not (pathlib.Path(sys.argv[1]) / "build/default").is_dir():
        print(__doc__.strip(), file=sys.stderr)
        return 2
    root = pathlib.Path(sys.argv[1])
    picked = [int(a) for a in sys.argv[2:]] or range(len(MUTATIONS))
    return sum(0 if run(root, i) else 1 for i in picked)


if __name__ == "__main__":
    sys.exit(main())
