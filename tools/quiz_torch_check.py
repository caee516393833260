#!/usr/bin/python3
"""Checks dpviz-cli quiz's answers against real PyTorch.

Reads `dpviz-cli quiz --json` lines (from files or stdin), or runs the CLI itself for several seeds,
and recomputes every answer with torch: torch.chunk on real tensors, a DataLoader over a
TensorDataset, DistributedSampler(shuffle=False), nn.Linear's output and its real gradients per
replica (what DataParallel's reduce sends to cuda:0 from the other replicas that got a chunk), and a
ring all-reduce run step by step on tensors. Prints each mismatch and exits 1 on any; it also
checks that a multiple-choice question's options hold the answer once and 3 other distinct values.

Needs Debian's python3-torch (run with /usr/bin/python3); without torch it says so in one line and
exits 77, which CTest (the test quiz_vs_torch) reports as skipped. CI installs torch, so it runs there.

  dpviz-cli quiz --json --count 1000 --seed 3 | /usr/bin/python3 tools/quiz_torch_check.py
  /usr/bin/python3 tools/quiz_torch_check.py --cli build/default/app/dpviz-cli --seeds 1-5 --count 1000
"""
import argparse
import json
import subprocess
import sys

try:
    import torch
    from torch import nn
    from torch.utils.data import DataLoader, TensorDataset
    from torch.utils.data.distributed import DistributedSampler
except ImportError as e:  # no torch here: skipped, not failed
    print(f"quiz_torch_check: skipped: {sys.executable} cannot import torch ({e}); apt-get install python3-torch")
    sys.exit(77)


def chunk_sizes(batch, gpus):
    return [int(t.shape[0]) for t in torch.chunk(torch.zeros(batch, 1), gpus)]


def last_batch(c):
    loader = DataLoader(TensorDataset(torch.arange(c["dataset"])), batch_size=c["batch_size"],
                        drop_last=c["drop_last"], shuffle=False)
    sizes = [int(b[0].shape[0]) for b in loader]
    return {"batches": len(sizes), "last": sizes[-1] if sizes else 0}


def gathered_shape(c):
    torch.manual_seed(0)
    model = nn.Linear(c["in"], c["out"])
    x = torch.randn(c["batch"], c["in"])
    outputs = [model(piece) for piece in torch.chunk(x, c["gpus"])]  # one replica per piece
    return list(torch.cat(outputs, 0).shape)  # comm.gather concatenates along dim 0


def chunk_shapes(c):
    return [list(t.shape) for t in torch.chunk(torch.zeros(c["shape"]), c["gpus"], c["dim"])]


def grad_bytes_to_gpu0(c):
    """Each replica that got a chunk runs forward and backward on its own copy of the Linear; the
    bytes of the gradients of every replica but the first are what cuda:0 receives to sum."""
    torch.manual_seed(0)
    model = nn.Linear(c["in"], c["out"])
    x = torch.randn(c["batch"], c["in"])
    received = 0
    for replica, piece in enumerate(torch.chunk(x, c["gpus"])):
        copy = nn.Linear(c["in"], c["out"])
        copy.load_state_dict(model.state_dict())
        copy(piece).sum().backward()
        if replica > 0:
            received += sum(p.grad.numel() * p.grad.element_size() for p in copy.parameters())
    return received


def ring_steps(c):
    """A ring all-reduce on W tensors, one share moved per rank per step: reduce-scatter until each
    rank holds one fully summed share, then all-gather until every rank holds all of them."""
    w = c["world"]
    if w == 1:
        return 0
    data = [torch.arange(w * 3, dtype=torch.float64) * (r + 1) for r in range(w)]
    expected = sum(data)
    shares = [list(torch.chunk(d.clone(), w)) for d in data]
    steps = 0
    for s in range(w - 1):  # reduce-scatter
        sent = [(r, (r - s) % w, shares[r][(r - s) % w].clone()) for r in range(w)]
        for r, i, t in sent:
            shares[(r + 1) % w][i] += t
        steps += 1
    for s in range(w - 1):  # all-gather
        sent = [(r, (r + 1 - s) % w, shares[r][(r + 1 - s) % w].clone()) for r in range(w)]
        for r, i, t in sent:
            shares[(r + 1) % w][i] = t
        steps += 1
    for r in range(w):
        assert torch.equal(torch.cat(shares[r]), expected), "the simulated ring did not all-reduce"
    return steps


def ddp_shard(c):
    sampler = DistributedSampler(TensorDataset(torch.arange(c["dataset"])), num_replicas=c["world"],
                                 rank=c["rank"], shuffle=False, drop_last=c.get("drop_last", False))
    return [int(i) for i in sampler]


def torch_answer(q):
    c = q["config"]
    kind = q["kind"]
    if kind == "chunk_sizes":
        return chunk_sizes(c["batch"], c["gpus"])
    if kind == "idle_gpus":
        return c["gpus"] - len(chunk_sizes(c["batch"], c["gpus"]))
    if kind == "last_batch":
        return last_batch(c)
    if kind == "gathered_shape":
        return gathered_shape(c)
    if kind == "chunk_shapes":
        return chunk_shapes(c)
    if kind == "grad_bytes_to_gpu0":
        return grad_bytes_to_gpu0(c)
    if kind == "ring_steps":
        return ring_steps(c)
    if kind == "ddp_shard":
        return ddp_shard(c)
    raise ValueError("unknown kind " + kind)


def check(lines, where):
    """Returns (questions checked, mismatch lines)."""
    bad = []
    n = 0
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        q = json.loads(line)
        n += 1
        expected = torch_answer(q)
        if q["answer"] != expected:
            bad.append(f"{where}:{number}: {q['kind']} {json.dumps(q['config'])}: dpviz {json.dumps(q['answer'])}, "
                       f"torch {json.dumps(expected)}")
        if "options" in q:
            opts = [json.dumps(o, sort_keys=True) for o in q["options"]]
            if len(opts) != 4 or len(set(opts)) != 4 or opts.count(json.dumps(expected, sort_keys=True)) != 1:
                bad.append(f"{where}:{number}: {q['kind']}: options {q['options']} do not hold torch's answer "
                           "once among 4 distinct values")
    return n, bad


def seeds_of(text):
    out = []
    for part in text.split(","):
        lo, _, hi = part.partition("-")
        out.extend(range(int(lo), int(hi or lo) + 1))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="*", help="files of JSON lines (default: stdin, unless --cli)")
    ap.add_argument("--cli", help="run this dpviz-cli for each of --seeds instead of reading lines")
    ap.add_argument("--seeds", default="1-5", help="with --cli: seeds, e.g. 1-5 or 1,7,9 (default 1-5)")
    ap.add_argument("--count", type=int, default=1000, help="with --cli: questions per seed (default 1000)")
    args = ap.parse_args()

    total, bad = 0, []
    if args.cli:
        for seed in seeds_of(args.seeds):
            out = subprocess.run([args.cli, "quiz", "--json", "--count", str(args.count), "--seed", str(seed)],
                                 check=True, capture_output=True, text=True).stdout
            n, b = check(out.splitlines(), f"seed {seed}")
            print(f"seed {seed}: {n} questions, {len(b)} mismatches")
            total, bad = total + n, bad + b
    elif args.files:
        for name in args.files:
            with open(name, encoding="utf-8") as f:
                n, b = check(f.read().splitlines(), name)
            total, bad = total + n, bad + b
    else:
        total, bad = check(sys.stdin.read().splitlines(), "stdin")
    for line in bad:
        print(line)
    print(f"{total} questions checked against torch {torch.__version__}: {len(bad)} mismatches")
    return 1 if bad or total == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
