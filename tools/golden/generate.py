#!/usr/bin/python3
"""Regenerates the golden files of tests/data from real PyTorch (Debian 12's python3-torch 1.13.1, CPU):

    /usr/bin/python3 tools/golden/generate.py --out tests/data        # or: make goldens
    /usr/bin/python3 tools/golden/generate.py --out /tmp/g --only train.json

Every file is deterministic (fixed seeds, no clocks, no thread order) and written atomically: into a
temporary file in the output folder, then renamed over the target. What each file holds and which rule of
docs/semantics.md it checks: docs/semantics.md, section "Golden files"."""
import argparse
import os
import sys
import tempfile
import time

# OpenBLAS picks its kernels by CPU model, and a CPU it does not know (this VM's Sapphire Rapids with
# OpenBLAS 0.3.21) falls back to Prescott's, whose sums round differently. The goldens were made with the
# Haswell kernels (SkylakeX, Cooperlake and Zen give the same bits at these sizes): pinned here, before torch
# loads OpenBLAS, and inherited by the DDP ranks. They need AVX2 and FMA.
os.environ["OPENBLAS_CORETYPE"] = "Haswell"

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # no __pycache__ in the source tree (the CTest runs this) ...
os.environ["PYTHONDONTWRITEBYTECODE"] = "1"  # ... nor from the DDP ranks it spawns

GENERATORS = ["gen_chunks", "gen_loader", "gen_sampler", "gen_dataparallel", "gen_train", "tutorial"]


def write_atomically(folder, name, text):
    fd, tmp = tempfile.mkstemp(prefix="." + name + ".", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        os.chmod(tmp, 0o644)
        os.replace(tmp, os.path.join(folder, name))
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def cpu_has_haswell_kernels():
    try:
        with open("/proc/cpuinfo") as f:
            flags = next((line.split(":", 1)[1].split() for line in f if line.startswith("flags")), [])
    except OSError:
        return True  # not Linux: let OpenBLAS decide
    return "avx2" in flags and "fma" in flags


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", required=True, help="the folder to write into (it must exist)")
    parser.add_argument("--only", default="", help="comma-separated file names, e.g. train.json,loader.json")
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")
    args = parser.parse_args(argv)
    if not os.path.isdir(args.out):
        parser.error("--out %s: not a folder" % args.out)
    try:
        import torch  # noqa: F401
    except ImportError as e:
        sys.exit("tools/golden/generate.py: needs PyTorch (Debian: apt-get install python3-torch; run with "
                 "/usr/bin/python3): %s" % e)
    from common import EXPECTED_TORCH
    import torch
    if torch.__version__ != EXPECTED_TORCH:
        print("tools/golden/generate.py: warning: torch %s, the goldens come from %s (Debian 12's python3-torch "
              "1.13.1): expect differences" % (torch.__version__, EXPECTED_TORCH), file=sys.stderr)
    if not cpu_has_haswell_kernels():
        sys.exit("tools/golden/generate.py: this CPU lacks AVX2 or FMA: OpenBLAS's Haswell kernels, which made the "
                 "goldens, cannot run here")
    only = set(filter(None, args.only.split(",")))
    torch.set_num_threads(1)
    wrote = set()
    for name in GENERATORS:
        module = __import__(name)
        if only and not only & set(module.FILES):
            continue
        start = time.monotonic()
        files = module.generate()
        assert sorted(files) == sorted(module.FILES), (name, sorted(files))
        for file_name, text in sorted(files.items()):
            if not only or file_name in only:
                write_atomically(args.out, file_name, text)
                wrote.add(file_name)
        if not args.quiet:
            print("%-17s %5.1f s  %s" % (name, time.monotonic() - start, " ".join(sorted(files))), file=sys.stderr)
    missing = only - wrote
    if missing:
        parser.error("--only: no generator writes %s" % ", ".join(sorted(missing)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
