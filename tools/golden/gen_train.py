"""train.json: training trajectories from real PyTorch (docs/semantics.md R10, R12, R13, R14): MSELoss (mean)
and SGD(lr, momentum) on one device (`single`: what DataParallel computes on any GPU count, R10.3), or
DistributedDataParallel over torch.distributed's gloo backend, `world` processes on this machine (`ddp`).
Every case starts from torch.manual_seed(seed): the model's initial parameters, then x = randn(n, in) and
y = randn(n, out). A shuffled case also records the order its sampler drew in each epoch (epoch_orders):
the engine's shuffle is its own generator, so a replay takes torch's order as given."""
import os
import tempfile

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn as nn
from torch.utils.data import DataLoader, Sampler, TensorDataset
from torch.utils.data.distributed import DistributedSampler

from common import dumps_compact

FILES = ["train.json"]
MODELS = {
    "linear": lambda i, o: nn.Linear(i, o),
    "mlp": lambda i, o: nn.Sequential(nn.Linear(i, 16), nn.ReLU(), nn.Linear(16, o)),
    "mlp3": lambda i, o: nn.Sequential(nn.Linear(i, 32), nn.ReLU(), nn.Linear(32, 32), nn.ReLU(), nn.Linear(32, o)),
}
META_MODEL_NAMES = {"linear": "Linear(in,out)", "mlp": "Sequential(Linear(in,16), ReLU, Linear(16,out))",
                    "mlp3": "Sequential(Linear(in,32), ReLU, Linear(32,32), ReLU, Linear(32,out))"}


def case(mode, model, n, batch, lr, momentum, epochs, seed, drop_last=False, shuffle=False, world=None):
    c = {"mode": mode, "model": model, "n": n, "in": 5, "out": 2, "batch": batch, "lr": lr, "momentum": momentum,
         "epochs": epochs, "seed": seed, "drop_last": drop_last}
    if shuffle:
        c["shuffle"] = True
    if world is not None:
        c["world"] = world
    return c


# The seed names a case (the tests look cases up by mode and seed). Never change a committed case: add one.
CASES = [
    case("single", "linear", 100, 30, 0.1, 0.0, 2, 1),
    case("single", "mlp", 100, 30, 0.05, 0.9, 2, 2),
    case("ddp", "linear", 100, 10, 0.1, 0.0, 1, 3, world=3),
    case("ddp", "mlp", 64, 8, 0.05, 0.0, 2, 4, world=2),
    case("ddp", "mlp", 64, 8, 0.05, 0.0, 1, 5, world=2),   # with single seed 5: DDP 2x8 = one device with 16
    case("single", "mlp", 64, 16, 0.05, 0.0, 1, 5),
    # What no case above covers.
    case("ddp", "mlp", 64, 8, 0.05, 0.9, 2, 6, world=2),    # DDP with momentum
    case("ddp", "mlp", 50, 5, 0.05, 0.0, 2, 7, drop_last=True, world=3),  # the sampler drops 2 of 50 (R13.2)
    case("single", "mlp", 100, 30, 0.05, 0.5, 2, 8, drop_last=True),     # the loader drops the batch of 10
    case("single", "mlp", 50, 16, 0.05, 0.0, 3, 9, shuffle=True),        # a new permutation each epoch
    case("ddp", "mlp", 40, 5, 0.05, 0.0, 3, 10, shuffle=True, world=3),  # set_epoch(e): randperm seeded seed+e
]


def start(cfg):
    torch.manual_seed(cfg["seed"])
    model = MODELS[cfg["model"]](cfg["in"], cfg["out"])
    x = torch.randn(cfg["n"], cfg["in"])
    y = torch.randn(cfg["n"], cfg["out"])
    return model, x, y


def named(model):
    return [{"name": k, "shape": list(p.shape), "values": p.detach().reshape(-1).tolist()}
            for k, p in model.named_parameters()]


def grads(model):
    return [p.grad.reshape(-1).tolist() for p in model.parameters()]


def train(model, loader, cfg, each_epoch=None):
    """losses, the first step's gradients; each_epoch(e) runs before epoch e (set_epoch)."""
    opt = torch.optim.SGD(model.parameters(), lr=cfg["lr"], momentum=cfg["momentum"])
    losses, first = [], None
    for epoch in range(cfg["epochs"]):
        if each_epoch:
            each_epoch(epoch)
        for xb, yb in loader:
            opt.zero_grad()
            loss = nn.functional.mse_loss(model(xb), yb)
            loss.backward()
            if first is None:
                first = grads(model)
            opt.step()
            losses.append(loss.item())
    return losses, first


class Recorded(Sampler):
    """Passes another sampler's order through, keeping each epoch's whole order (drop_last drops from the
    batches, not from the order)."""

    def __init__(self, inner):
        self.inner, self.orders = inner, []

    def __iter__(self):
        order = list(self.inner)
        self.orders.append(order)
        return iter(order)

    def __len__(self):
        return len(self.inner)


def single(cfg):
    model, x, y = start(cfg)
    out = {"config": cfg, "initial_params": named(model), "x": x.tolist(), "y": y.tolist()}
    data = TensorDataset(x, y)
    if cfg.get("shuffle"):
        # What DataLoader(shuffle=True, generator=g) builds: RandomSampler(data, generator=g), with the loader's
        # own draw from g each epoch. The recorded order is checked against the plain loader's batches.
        g = torch.Generator().manual_seed(cfg["seed"])
        sampler = Recorded(torch.utils.data.RandomSampler(data, generator=g))
        loader = DataLoader(data, batch_size=cfg["batch"], sampler=sampler, drop_last=cfg["drop_last"], generator=g)
        losses, first = train(model, loader, cfg)
        plain = DataLoader(range(cfg["n"]), batch_size=cfg["batch"], shuffle=True, drop_last=cfg["drop_last"],
                           generator=torch.Generator().manual_seed(cfg["seed"]))
        for epoch, order in enumerate(sampler.orders):
            batches = [b.tolist() for b in plain]
            assert sum(batches, []) == order[:sum(map(len, batches))], "epoch %d: not DataLoader's order" % epoch
        out["epoch_orders"] = sampler.orders
    else:
        losses, first = train(model, DataLoader(data, batch_size=cfg["batch"], shuffle=False,
                                                drop_last=cfg["drop_last"]), cfg)
    out["expect"] = {"losses": losses, "first_step_grads": first, "final_params": named(model)}
    return out


def ddp_rank(rank, cfg, init_file):
    dist.init_process_group("gloo", init_method="file://" + init_file, rank=rank, world_size=cfg["world"])
    model, x, y = start(cfg)
    ddp = nn.parallel.DistributedDataParallel(model)
    sampler = DistributedSampler(TensorDataset(x, y), num_replicas=cfg["world"], rank=rank,
                                 shuffle=bool(cfg.get("shuffle")), seed=cfg["seed"], drop_last=cfg["drop_last"])
    loader = DataLoader(TensorDataset(x, y), batch_size=cfg["batch"], sampler=sampler)
    indices = []

    def set_epoch(epoch):
        sampler.set_epoch(epoch)
        indices.append(list(sampler))

    losses, first = train(ddp, loader, cfg, set_epoch)
    dist.barrier()
    dist.destroy_process_group()
    return {"rank": rank, "losses": losses, "sampler_indices": indices, "first_step_grads_averaged": first,
            "final_params": named(model)}


def ddp_process(rank, cfgs, folder, results):
    """One process for rank `rank` of every ddp case in turn (a case of a smaller world skips it): a fresh
    process group and a fresh torch.manual_seed per case, so spawning once gives what a process per case
    would, minus the imports."""
    torch.set_num_threads(1)
    for i, cfg in enumerate(cfgs):
        if rank < cfg["world"]:
            results.put((i, rank, ddp_rank(rank, cfg, os.path.join(folder, "init%d" % i))))


def ddp_ranks(cfgs):
    """Per case, its ranks' results in rank order."""
    ctx = mp.get_context("spawn")
    results = ctx.Queue()
    got = {}
    with tempfile.TemporaryDirectory() as folder:
        procs = [ctx.Process(target=ddp_process, args=(r, cfgs, folder, results))
                 for r in range(max(c["world"] for c in cfgs))]
        for p in procs:
            p.start()
        for _ in range(sum(c["world"] for c in cfgs)):
            i, rank, result = results.get(timeout=600)
            got[i, rank] = result
        for p in procs:
            p.join()
            if p.exitcode != 0:
                raise SystemExit("tools/golden: a gloo rank exited with %s" % p.exitcode)
    return [[got[i, r] for r in range(c["world"])] for i, c in enumerate(cfgs)]


def ddp(cfg, ranks):
    model, x, y = start(cfg)
    out = {"config": cfg, "initial_params": named(model), "x": x.tolist(), "y": y.tolist()}
    if cfg.get("shuffle"):
        # The sampler's list before padding: rank r holds padded[r::world], so interleaving the ranks gives the
        # padded list back, whose first n entries are randperm(n) seeded with seed + epoch (R13.3).
        orders = []
        for epoch in range(cfg["epochs"]):
            per_rank = [r["sampler_indices"][epoch] for r in ranks]
            padded = [per_rank[i % cfg["world"]][i // cfg["world"]] for i in range(len(per_rank[0]) * cfg["world"])]
            order = padded[:cfg["n"]]
            assert not cfg["drop_last"] and sorted(order) == list(range(cfg["n"])), "epoch %d" % epoch
            orders.append(order)
        out["epoch_orders"] = orders
    out["expect"] = {"ranks": ranks}
    return out


def generate():
    meta = {"torch_version": torch.__version__, "source": "Debian 12 python3-torch 1.13.1 (CPU); tools/golden/gen_train.py",
            "loss": "MSELoss(reduction='mean')", "optimizer": "SGD(lr, momentum)", "model_names": META_MODEL_NAMES}
    ddp_cases = [c for c in CASES if c["mode"] == "ddp"]
    ranks = dict(zip((c["seed"] for c in ddp_cases), ddp_ranks(ddp_cases)))
    cases = [single(c) if c["mode"] == "single" else ddp(c, ranks[c["seed"]]) for c in CASES]
    return {"train.json": dumps_compact({"meta": meta, "cases": cases})}
