#!/usr/bin/env python3
"""Writes tests/data/ddp_events/*.jsonl (also the fuzz_ddp_events seeds): recorded-shape --events streams of dpviz-ddp (docs/design.md's DDP
contract) for Linear(5, 2) at world 2 and 4, and a world-4 run whose rank 2 fails, until the real
program's recordings replace them. Shards follow R13.3 without shuffle; times are plausible CPU µs.
The recorded_*.jsonl beside them come from the real program (rank 0's stdout), made with
  mpirun --oversubscribe -np 2 dpviz-ddp train --model linear --batch-size 4 --data-size 16 --epochs 1 --lr 0.1 --seed 0 --events
  mpirun --oversubscribe -np 4 dpviz-ddp train --model mlp --batch-size 2 --data-size 16 --epochs 1 --events
  mpirun --oversubscribe -np 3 dpviz-ddp train --batch-size 2 --data-size 12 --events --fail-rank 1"""
import json, math, os

def shard(n, world, rank):
    per = math.ceil(n / world)
    idx = list(range(n))
    idx += (idx * math.ceil((per * world - n) / n + 1))[: per * world - n]
    return idx[rank: per * world: world]

def stream(world, local, n, epochs, fail=None):
    out = []
    per = math.ceil(n / world)
    spe = math.ceil(per / local)
    out.append({"event": "start", "world": world, "local_batch": local, "global_batch": world * local,
                "steps": spe * epochs, "steps_per_epoch": spe, "model": "Linear(5, 2)", "backend": "cpu",
                "params": [{"name": "weight", "bytes": 40}, {"name": "bias", "bytes": 8}],
                "buckets": [[0, 1]], "bucket_bytes": [48], "hosts": ["node0"] * world})
    t = 1000.0
    step = 0
    loss = [0.92 + 0.05 * r for r in range(world)]
    for e in range(epochs):
        for r in range(world):
            out.append({"event": "shard", "epoch": e, "rank": r, "indices": shard(n, world, r)})
        for _ in range(spe):
            step_start = t
            ends = []
            for r in range(world):
                u = t + 3 * r  # ranks start a few µs apart
                phases = [("load", 18 + r), ("forward", 6), ("loss", 3), ("backward", 9)]
                for name, d in phases:
                    out.append({"event": "phase", "step": step, "rank": r, "phase": name,
                                "start_us": round(u, 1), "end_us": round(u + d, 1), "bytes": 0})
                    u += d
                ends.append(u)
            ar_start = max(ends)  # one bucket: it waits for the first layer's gradients, on every rank
            ar_end = ar_start + 12 * (world - 1)
            for r in range(world):
                out.append({"event": "phase", "step": step, "rank": r, "phase": "allreduce", "start_us": round(ends[r], 1),
                            "end_us": round(ar_end, 1), "bucket": 0, "bytes": 48})
                out.append({"event": "phase", "step": step, "rank": r, "phase": "optimizer",
                            "start_us": round(ar_end, 1), "end_us": round(ar_end + 2, 1), "bytes": 0})
            if fail is not None and step == fail[1]:
                out.append({"event": "error", "rank": fail[0],
                            "message": f"rank {fail[0]}: stopped by --fail-rank {fail[0]} at step {step}"})
                return out
            out.append({"event": "step", "step": step, "epoch": e, "losses": [round(l, 6) for l in loss],
                        "step_us": round(ar_end + 2 - step_start, 1)})
            loss = [l * 0.93 for l in loss]
            t = ar_end + 40
            step += 1
    out.append({"event": "done", "steps": step, "params_checksum": "3f9a2c41d07be815", "identical": True})
    return out

here = os.path.join(os.path.dirname(__file__), "..", "tests", "data", "ddp_events")
os.makedirs(here, exist_ok=True)
for name, s in [("w2.jsonl", stream(2, 4, 16, 2)), ("w4.jsonl", stream(4, 2, 16, 1)),
                ("w4_fail.jsonl", stream(4, 2, 16, 1, fail=(2, 1)))]:
    with open(os.path.join(here, name), "w") as f:
        f.write("".join(json.dumps(e, separators=(",", ":")) + "\n" for e in s))
