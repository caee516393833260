"""chunks.json: torch.chunk's sizes (docs/semantics.md R1), torch.Size's text (R2), DataParallel's scatter
plan for one tensor (R5.1, R7.1) and the tutorial's expected lines for 1-8 and 16 GPUs (R11.2)."""
import sys

import torch

from common import dumps_indented, error_of, meta
from standins import StandIns
import tutorial

RULE = "N==0 -> k chunks of 0; else s=ceil(N/k), count=ceil(N/s), sizes=[s]*(count-1)+[N-s*(count-1)]"

ND_CASES = [  # shape, chunks, dim
    ([4, 10], 3, 1), ([4, 10], 4, 1), ([30, 5], 3, 1), ([30, 5], 2, -1), ([6, 4], 4, -2), ([5], 7, 0),
    ([3, 7, 5], 3, 1), ([3, 7, 5], 4, -1), ([3, 7, 5], 3, 2), ([2, 0, 3], 3, 1), ([0, 4, 2], 5, 0),
    ([8, 30, 2], 7, 1),
]

ERROR_CALLS = [
    "torch.chunk(torch.tensor(1.0), 2)",
    "torch.chunk(torch.empty(3), 0)",
    "torch.chunk(torch.empty(3), -1)",
    "torch.chunk(torch.empty(3, 4), 2, dim=2)",
    "torch.chunk(torch.empty(3, 4), 2, dim=-3)",
    "torch.chunk(torch.empty(3,), 2, dim=1)",
]

SIZE_DIMS = [[30, 5], [], [0, 5], [15], [1, 2, 3], [10, 2], [0], [2, 0, 3]]
TUTORIAL_GPUS = [1, 2, 3, 4, 5, 6, 7, 8, 16]
FILES = ["chunks.json"]


def rule_sizes(n, k):
    """R1.2, to check torch against (the generator stops if they ever differ)."""
    if n == 0:
        return [0] * k
    s = (n + k - 1) // k
    count = (n + s - 1) // s
    return [s] * (count - 1) + [n - s * (count - 1)]


def chunk_dim0():
    out = []
    for n in range(0, 49):
        for k in range(1, 9):
            sizes = [p.shape[0] for p in torch.chunk(torch.empty(n, 5), k)]
            assert sizes == rule_sizes(n, k), (n, k, sizes)
            out.append({"N": n, "k": k, "sizes": sizes})
    return out


def chunk_nd():
    out = []
    for shape, chunks, dim in ND_CASES:
        pieces = torch.chunk(torch.empty(shape), chunks, dim)
        wrapped = dim % len(shape)
        sizes = [p.shape[wrapped] for p in pieces]
        assert sizes == rule_sizes(shape[wrapped], chunks)
        out.append({"shape": shape, "chunks": chunks, "dim": dim, "wrapped_dim": wrapped, "sizes": sizes,
                    "shapes": [list(p.shape) for p in pieces]})
    return out


def chunk_errors():
    out = []
    for call in ERROR_CALLS:
        try:
            eval(call, {"torch": torch})
        except (RuntimeError, IndexError) as e:
            out.append({"call": call, "error": error_of(e)})
        else:
            raise SystemExit("tools/golden: %s did not fail" % call)
    return out


def scatter_plans():
    scatter = sys.modules["torch.nn.parallel.scatter_gather"].scatter
    out = []
    with StandIns():
        for gpus in TUTORIAL_GPUS:
            for batch in range(0, 33):
                pieces = scatter(torch.empty(batch, 5), list(range(gpus)), 0)
                out.append({"gpus": gpus, "batch": batch, "chunk_sizes": [p.shape[0] for p in pieces],
                            "used_device_ids": list(range(len(pieces))), "replicas": len(pieces)})
    return out


def tutorial_expected():
    out = []
    for gpus in TUTORIAL_GPUS:
        run = tutorial.run(gpus)
        batches = [{"batch": b["batch"], "per_replica_rows": b["per_replica_rows"], "lines_in_replica_order": b["lines"]}
                   for b in run["batches"]]
        out.append({"gpus": gpus, "header": run["header"], "batches": batches})
    return out


def generate():
    two, eight = tutorial.lines(2), tutorial.lines(8)
    doc = {
        "meta": meta("gen_chunks.py"),
        "rule": RULE,
        "chunk_dim0_shape_Nx5": chunk_dim0(),
        "chunk_nd": chunk_nd(),
        "chunk_errors": chunk_errors(),
        "torch_size_str": [{"dims": d, "str": str(torch.Size(d)), "repr": repr(torch.Size(d))} for d in SIZE_DIMS],
        "tutorial_print_lines_example": [two[1], two[3], eight[0]],
        "dp_scatter_plans_single_tensor": scatter_plans(),
        "tutorial_expected": tutorial_expected(),
    }
    return {"chunks.json": dumps_indented(doc)}
