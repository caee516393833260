"""sampler.json: DistributedSampler(shuffle=False) for dataset lengths 0-11 and 1-8 replicas, with and
without drop_last (docs/semantics.md R13.2, R13.3), and its error for a rank out of range (R13.1)."""
from torch.utils.data.distributed import DistributedSampler

from common import dumps_indented, error_of, meta

FILES = ["sampler.json"]
RULE = ("num_samples = ceil((n-R)/R) if drop_last and n%R else ceil(n/R); total=num_samples*R; pad by wrapping "
        "indices (repeat list as needed) or truncate to total; rank gets indices[rank:total:R]")
NOTES = ["shuffle=True: indices = torch.randperm(n, generator seeded with seed+epoch); 'permutation' is that "
         "permutation (torch CPU generator, not portable unless you re-implement it)"]
LENGTHS = [0, 1, 3, 5, 7, 8, 10, 11]
REPLICAS = [1, 2, 3, 4, 8]


def cases():
    out = []
    for n in LENGTHS:
        for replicas in REPLICAS:
            for drop_last in (False, True):
                for rank in range(replicas):
                    s = DistributedSampler(list(range(n)), num_replicas=replicas, rank=rank, shuffle=False,
                                           drop_last=drop_last)
                    out.append({"dataset_len": n, "num_replicas": replicas, "rank": rank, "shuffle": False,
                                "drop_last": drop_last, "num_samples": s.num_samples, "total_size": s.total_size,
                                "indices": list(s)})
    return out


def errors():
    out = []
    for rank in (4, -1):
        call = "DistributedSampler(ds_len10, num_replicas=4, rank=%d)" % rank
        try:
            DistributedSampler(list(range(10)), num_replicas=4, rank=rank)
        except ValueError as e:
            out.append({"call": call, "error": error_of(e)})
        else:
            raise SystemExit("tools/golden: %s did not fail" % call)
    return out


def generate():
    doc = {"meta": meta("gen_sampler.py"), "rule": RULE, "notes": NOTES, "cases": cases(), "errors": errors()}
    return {"sampler.json": dumps_indented(doc)}
