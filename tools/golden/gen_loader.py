"""loader.json: DataLoader's batches (docs/semantics.md R12): sizes, len() and indices for sequential
loaders, the permutations a shuffled loader draws after torch.manual_seed(0) (R12.3), the tutorial's
100 samples in batches of 30 (R11.1) and the error for shuffling an empty dataset (R12.4)."""
import torch
from torch.utils.data import DataLoader, Dataset

from common import dumps_indented, error_of, meta

FILES = ["loader.json"]
RULE = ("batches=[bs]*(n//bs) + ([n%bs] if n%bs and not drop_last else []); len = n//bs if drop_last else "
        "ceil(n/bs); shuffle only permutes indices")
NOTES = [
    "indices omitted for shuffle=False when data_size>40 (they are 0..n-1 in order)",
    "shuffle=True index lists depend on torch's CPU generator (torch.manual_seed(0) then one DataLoader epoch); "
    "only batch_sizes are portable",
]
SEQUENTIAL_SIZES = [0, 1, 5, 10, 29, 30, 31, 59, 60, 61, 99, 100, 101]
SEQUENTIAL_BATCHES = [1, 7, 10, 30, 32, 100, 128]
SHUFFLED = [(100, 30, False), (100, 30, True), (10, 3, False), (10, 3, True), (0, 4, False), (7, 10, False),
            (7, 10, True)]  # data_size, batch_size, drop_last


def one_epoch(n, batch_size, drop_last, shuffle):
    loader = DataLoader(list(range(n)), batch_size=batch_size, shuffle=shuffle, drop_last=drop_last)
    batches = [b.tolist() for b in loader]
    return len(loader), batches


def sequential():
    out = []
    for n in SEQUENTIAL_SIZES:
        for bs in SEQUENTIAL_BATCHES:
            length, batches = one_epoch(n, bs, False, False)
            case = {"data_size": n, "batch_size": bs, "drop_last": False, "shuffle": False, "len": length,
                    "batch_sizes": [len(b) for b in batches]}
            if n <= 40:
                case["indices"] = batches
            out.append(case)
    return out


def shuffled():
    out = []
    for n, bs, drop_last in SHUFFLED:
        case = {"data_size": n, "batch_size": bs, "drop_last": drop_last, "shuffle": True, "torch_manual_seed": 0}
        torch.manual_seed(0)
        try:
            length, batches = one_epoch(n, bs, drop_last, True)
        except ValueError as e:
            case["error"] = error_of(e)
        else:
            case.update({"len": length, "batch_sizes": [len(b) for b in batches], "indices": batches})
        out.append(case)
    return out


class Rows(Dataset):
    """The tutorial's RandomDataset(5, 100), each sample with its index."""

    def __init__(self, size, length):
        self.data = torch.randn(length, size)

    def __getitem__(self, index):
        return self.data[index], index

    def __len__(self):
        return len(self.data)


def tutorial_case():
    torch.manual_seed(0)
    loader = DataLoader(Rows(5, 100), batch_size=30, shuffle=False, drop_last=False)
    batches = list(loader)
    return {"len": len(loader), "batch_sizes": [len(i) for _, i in batches],
            "batch_shapes": [list(x.shape) for x, _ in batches], "indices": [i.tolist() for _, i in batches],
            "data_size": 100, "batch_size": 30, "drop_last": False}


def generate():
    doc = {"meta": meta("gen_loader.py"), "rule": RULE, "notes": NOTES, "sequential": sequential(),
           "shuffled": shuffled(), "tutorial_case": tutorial_case()}
    return {"loader.json": dumps_indented(doc)}
