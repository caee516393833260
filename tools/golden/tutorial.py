"""The "Data Parallelism" tutorial's program (a Linear(5, 2) model that prints its input and output
sizes, wrapped in DataParallel when more than one GPU is counted, over 100 random samples in batches of
30), run with the CPU stand-ins on a given number of pretend GPUs, replicas in replica order."""
import contextlib
import io

import torch
import torch.nn as nn
from torch.utils.data import DataLoader, Dataset

from standins import StandIns, on_cpu

INPUT_SIZE, OUTPUT_SIZE, BATCH_SIZE, DATA_SIZE = 5, 2, 30, 100
FILES = ["tutorial_%dgpu.txt" % g for g in (1, 2, 3, 8)]


class RandomDataset(Dataset):
    def __init__(self, size, length):
        self.len = length
        self.data = torch.randn(length, size)

    def __getitem__(self, index):
        return self.data[index]

    def __len__(self):
        return self.len


class Model(nn.Module):
    rows = []  # input rows per call, in call order (replica order here)

    def __init__(self, input_size, output_size):
        super().__init__()
        self.fc = nn.Linear(input_size, output_size)

    def forward(self, input):
        output = self.fc(input)
        print("\tIn Model: input size", input.size(), "output size", output.size())
        Model.rows.append(input.size(0))
        return output


def run(gpus):
    """{"header": line or None, "batches": [{"batch", "per_replica_rows", "lines"}]}: lines are the batch's
    In Model lines in replica order, then its Outside line."""
    torch.manual_seed(0)
    out = io.StringIO()
    batches = []
    with StandIns(gpus=gpus, sequential=True), contextlib.redirect_stdout(out):
        device = torch.device("cpu")
        loader = DataLoader(dataset=RandomDataset(INPUT_SIZE, DATA_SIZE), batch_size=BATCH_SIZE, shuffle=True)
        model = Model(INPUT_SIZE, OUTPUT_SIZE)
        if torch.cuda.device_count() > 1:
            print("Let's use", torch.cuda.device_count(), "GPUs!")
            model = on_cpu(nn.DataParallel(model))
        model.to(device)
        for data in loader:
            Model.rows = []
            start = len(out.getvalue().splitlines())
            input = data.to(device)
            output = model(input)
            print("Outside: input size", input.size(), "output_size", output.size())
            batches.append({"batch": input.size(0), "per_replica_rows": list(Model.rows),
                            "lines": out.getvalue().splitlines()[start:]})
    printed = out.getvalue().splitlines()
    header = printed[0] if printed and printed[0].startswith("Let's use") else None
    return {"header": header, "batches": batches}


def lines(gpus):
    r = run(gpus)
    return ([r["header"]] if r["header"] else []) + [line for b in r["batches"] for line in b["lines"]]


def generate():
    """tutorial_{1,2,3,8}gpu.txt: what the tutorial prints, per-replica lines in replica order."""
    return {"tutorial_%dgpu.txt" % g: "\n".join(lines(g)) + "\n" for g in (1, 2, 3, 8)}
