"""dataparallel.json: torch 1.13's own DataParallel code run with the CPU stand-ins of standins.py:
scatter_kwargs (docs/semantics.md R5), gather (R9), parallel_apply's errors (R8.6), _check_balance (R3.5),
DataParallel.forward (R4, R7, R11.2) and the message formats they use. A test tensor holds its index along
the scattered dim (row i filled with i), so a piece's "first" value says where it starts."""
import contextlib
import io
import sys
import warnings

import torch
import torch.nn as nn

from common import Pair, dumps_indented, encode, error_of, filled_along, meta
from standins import Props, StandIns, on_cpu
import tutorial

FILES = ["dataparallel.json"]
_scatter_gather = sys.modules["torch.nn.parallel.scatter_gather"]
_parallel_apply = sys.modules["torch.nn.parallel.parallel_apply"]
_data_parallel = sys.modules["torch.nn.parallel.data_parallel"]

STRINGS = {
    "wrong_device_format": "module must have its parameters and buffers on device {} (device_ids[0]) but found one of "
                           "them on device: {}",
    "scalar_gather_warning": "Was asked to gather along dimension 0, but all input tensors were scalars; will instead "
                             "unsqueeze and return a vector.",
    "exception_wrapper_format": "Caught {exc_type_name} {where}.\nOriginal {formatted_traceback}",
    "parallel_apply_where": "in replica {i} on device {device}",
    "gather_dict_mismatch": "All dicts must have the same number of keys",
    "cpu_minus_one_deprecated": "Using -1 to represent CPU tensor is deprecated. Please use a device object or string "
                                "instead, e.g., \"cpu\".",
}
seen = {}  # STRINGS' key -> a message torch produced in this run, checked against the format at the end


def rows(*shape, dim=0):
    return filled_along(list(shape), dim)


def t(*shape):
    return torch.zeros(shape)


def scatter_kwargs_cases():
    cases = [  # name, gpus, dim, inputs, kwargs
        ("one tensor, 8 rows, 4 gpus", 4, 0, (rows(8, 3),), {}),
        ("two tensors same batch", 4, 0, (rows(8, 3), rows(8, 2)), {}),
        ("two tensors 8 and 2 rows: zip truncates to the shorter", 4, 0, (rows(8, 3), rows(2, 2)), {}),
        ("non-tensors are replicated by reference", 4, 0, (rows(8, 3), 7, "s", None, 2.5), {}),
        ("only non-tensors: every device gets a copy", 4, 0, (7, "s"), {}),
        ("list argument", 4, 0, ([rows(8, 3), rows(8, 2)],), {}),
        ("dict argument", 4, 0, ({"x": rows(8, 3), "n": 5},), {}),
        ("namedtuple argument", 4, 0, (Pair(rows(8, 3), rows(8, 2)),), {}),
        ("nested tuple", 3, 0, ((rows(6, 3), rows(6, 1)), rows(6, 2)), {}),
        ("empty tuple/list/dict arguments are replicated", 3, 0, ((), [], {}), {}),
        ("empty inputs and kwargs", 4, 0, (), {}),
        ("batch 3 on 8 gpus", 8, 0, (rows(3, 3),), {}),
        ("batch 0 on 4 gpus", 4, 0, (rows(0, 3),), {}),
        ("batch 10 on 8 gpus (5 used)", 8, 0, (rows(10, 3),), {}),
        ("batch 30 on 7 gpus (6 used)", 7, 0, (rows(30, 3),), {}),
        ("kwarg non-tensor is copied to every replica", 4, 0, (rows(8, 3),), {"flag": True}),
        ("kwarg tensor scattered", 4, 0, (rows(8, 3),), {"mask": rows(8, 1), "flag": True}),
        ("kwargs only: positional args padded with ()", 4, 0, (), {"x": rows(8, 3)}),
        ("kwargs tensor with fewer chunks: kwargs padded with {}", 8, 0, (rows(10, 3),), {"m": rows(2, 1)}),
        ("inputs with fewer chunks: inputs padded with ()", 4, 0, (rows(2, 3),), {"m": rows(8, 1)}),
        ("dim=1", 3, 1, (rows(4, 10, dim=1),), {}),
        ("dim=-1", 3, -1, (rows(4, 10, dim=1),), {}),
        ("dim=1 with 8 gpus and 5 columns", 8, 1, (rows(30, 5, dim=1),), {}),
    ]
    out = []
    with StandIns():
        for name, gpus, dim, inputs, kwargs in cases:
            si, sk = _scatter_gather.scatter_kwargs(inputs, kwargs, list(range(gpus)), dim)
            out.append({"name": name, "gpus": gpus, "dim": dim, "inputs": encode(inputs), "kwargs": encode(kwargs),
                        "scattered_inputs": [encode(x) for x in si], "scattered_kwargs": [encode(x) for x in sk],
                        "len_inputs": len(si), "len_kwargs": len(sk)})
        try:
            _scatter_gather.scatter_kwargs((torch.tensor(1.0),), {}, [0, 1, 2, 3], 0)
        except RuntimeError as e:
            out.append({"name": "0-dim tensor input", "error": error_of(e)})
    return out


def gather_cases():
    cases = [  # name, dim, target_device, outputs (one per replica)
        ("tensors along dim 0", 0, 0, [t(15, 2), t(15, 2)]),
        ("uneven tensors along dim 0", 0, 0, [t(4, 2)] * 7 + [t(2, 2)]),
        ("dim=1", 1, 0, [t(4, 4), t(4, 4), t(4, 2)]),
        ("dim=-1", -1, 0, [t(4, 4), t(4, 2)]),
        ("scalars along dim 0 -> vector + warning", 0, 0, [torch.tensor(1.0), torch.tensor(2.0), torch.tensor(3.0)]),
        ("tuple outputs", 0, 0, [(t(2, 3), t(2)), (t(1, 3), t(1))]),
        ("list outputs", 0, 0, [[t(2, 3)], [t(1, 3)]]),
        ("dict outputs", 0, 0, [{"loss": torch.tensor(1.0), "y": t(2, 2)}, {"loss": torch.tensor(2.0), "y": t(1, 2)}]),
        ("namedtuple outputs", 0, 0, [Pair(t(2, 3), t(2)), Pair(t(3, 3), t(3))]),
        ("None outputs", 0, 0, [None, None]),
        ("None inside tuple", 0, 0, [(t(2), None), (t(3), None)]),
        ("dicts with different key counts", 0, 0, [{"a": t(2), "b": t(2)}, {"a": t(1)}]),
        ("int outputs", 0, 0, [1, 2]),
        ("output_device='cpu'", 0, "cpu", [t(2, 2), t(2, 2)]),
        ("output_device=-1", 0, -1, [t(2, 2), t(2, 2)]),
        ("output_device=1", 0, 1, [t(2, 2), t(2, 2)]),
    ]
    out = []
    for name, dim, target, outputs in cases:
        case = {"name": name, "dim": dim, "target_device": target}
        with StandIns() as s, warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                case["result"] = encode(_scatter_gather.gather(outputs, target, dim), first=False)
            except (ValueError, TypeError) as e:
                case["error"] = error_of(e)
                if isinstance(e, ValueError):
                    seen["gather_dict_mismatch"] = str(e)
        case["warnings"] = [str(w.message) for w in caught]
        case["comm_gather_calls"] = s.gather_calls
        out.append(case)
    return out


class RaiseAt(nn.Module):
    """Raises `exc` when its input starts at one of the rows in `at` (so only chosen replicas fail)."""

    def __init__(self, exc, at):
        super().__init__()
        self.exc, self.at = exc, at

    def forward(self, x):
        if int(x[0, 0]) in self.at:
            raise self.exc
        return x


def reraised(modules, inputs, devices):
    with StandIns():
        try:
            _parallel_apply.parallel_apply(modules, inputs, None, devices)
        except Exception as e:  # noqa: BLE001 (every type ExceptionWrapper may re-raise)
            return e
    raise SystemExit("tools/golden: parallel_apply did not fail")


def parallel_apply_cases():
    out = []
    pieces = rows(9, 3).chunk(3)
    for exc in (ValueError("boom"), KeyError("missing_key"), RuntimeError("cuda oops")):
        m = RaiseAt(exc, {6})
        e = reraised([m, m, m], pieces, [0, 1, 2])
        lines = str(e).splitlines()
        out.append({"raised_type": type(e).__name__, "first_line": lines[0], "second_line": lines[1],
                    "last_line": lines[-1], "note": "3 replicas get rows 0-2, 3-5, 6-8; only replica 2 raises"})
        if isinstance(exc, ValueError):
            seen["exception_wrapper_format"] = str(e)
            seen["parallel_apply_where"] = lines[0][len("Caught ValueError "):-1]
    m = RaiseAt(ValueError("boom"), {2, 4, 6})
    e = reraised([m] * 4, rows(8, 3).chunk(4), [0, 1, 2, 3])
    out.append({"case": "replicas 1,2,3 all raise", "first_line": str(e).splitlines()[0]})
    m = RaiseAt(ValueError("boom"), {2})
    e = reraised([m, m], rows(4, 3).chunk(2), [3, 6])
    out.append({"case": "devices [3, 6]", "first_line": str(e).splitlines()[0]})
    try:
        _parallel_apply.parallel_apply([m, m], [rows(2, 3)])
    except AssertionError as e:
        out.append({"case": "len mismatch modules vs inputs", "error": error_of(e)})
    return out


GB = 1e9
BALANCE = [  # device_ids, (total_memory, multi_processor_count) per device
    ([0, 1], [(16 * GB, 80), (8 * GB, 80)]),
    ([0, 1], [(16 * GB, 80), (12 * GB, 80)]),
    ([0, 1], [(16 * GB, 80), (11.99 * GB, 80)]),
    ([0, 1], [(16 * GB, 80), (16 * GB, 40)]),
    ([0, 1], [(16 * GB, 80), (8 * GB, 40)]),
    ([3, 5, 7], [(24 * GB, 80), (24 * GB, 80), (10 * GB, 80)]),
    ([0, 1, 2], [(8 * GB, 80), (16 * GB, 80), (8 * GB, 80)]),
    ([0], [(16 * GB, 80)]),
]


def check_balance_cases():
    out = []
    for ids, props in BALANCE:
        by_id = {i: Props(m, c) for i, (m, c) in zip(ids, props)}
        with StandIns(props=by_id), warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            _data_parallel._check_balance(ids)
        out.append({"device_ids": ids,
                    "props": [{"total_memory": m, "multi_processor_count": c} for m, c in props],
                    "warnings": [str(w.message) for w in caught]})
    return out


@contextlib.contextmanager
def quiet():
    with contextlib.redirect_stdout(io.StringIO()):
        yield


def printed_lines(fn):
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        result = fn()
    return result, buf.getvalue().splitlines()


def construction_errors():
    out = []
    for ids in ([0, 1], [1, 0]):
        with StandIns(gpus=2):
            wrapper = nn.DataParallel(nn.Linear(5, 2), device_ids=ids)
            try:
                wrapper(torch.randn(4, 5))
            except RuntimeError as e:
                out.append({"case": "module left on cpu, device_ids=%s" % ids, "error": error_of(e)})
                if ids == [0, 1]:
                    seen["wrong_device_format"] = str(e)
    for name, ids in (("device_ids contains a cpu device", [0, "cpu"]),
                      ("device_ids=[] while accelerator is available", [])):
        with StandIns(gpus=2):
            try:
                nn.DataParallel(nn.Linear(5, 2), device_ids=ids)
            except (ValueError, IndexError) as e:
                out.append({"case": name, "error": error_of(e)})
    return out


def tutorial_runs():
    """The tutorial's loop on 2, 3 and 8 pretend GPUs; each gathered output against the unwrapped model
    on the whole batch."""
    out = []
    for gpus in (2, 3, 8):
        torch.manual_seed(0)
        with StandIns(gpus=gpus) as s:
            loader = torch.utils.data.DataLoader(tutorial.RandomDataset(5, 100), batch_size=30, shuffle=True)
            model = tutorial.Model(5, 2)
            wrapper = on_cpu(nn.DataParallel(model))
            batches = []
            for data in loader:
                s.gather_calls.clear()
                output, lines = printed_lines(lambda: wrapper(data))
                with quiet():
                    whole = model(data)
                batches.append({"batch": data.size(0), "replica_lines_sorted": sorted(lines),
                                "output_shape": list(output.shape), "comm_gather_calls": list(s.gather_calls),
                                "gathered_equals_full_batch_forward": bool(torch.equal(output, whole))})
        out.append({"gpus": gpus, "batches": batches})
    return out


def one_forward(gpus, x):
    with StandIns(gpus=gpus) as s:
        wrapper = on_cpu(nn.DataParallel(tutorial.Model(5, 2)))
        output, lines = printed_lines(lambda: wrapper(x))
        return {"replica_lines_sorted": sorted(lines), "output_shape": list(output.shape),
                "comm_gather_calls": s.gather_calls}


class NoInput(nn.Module):
    def forward(self):
        return torch.zeros(2)


class Sum(nn.Module):
    def forward(self, x):
        return x.sum()


def forward_cases():
    out = construction_errors() + tutorial_runs()
    for name, gpus, batch in (("batch 1 on 8 gpus", 8, 1), ("batch 3 on 8 gpus", 8, 3), ("batch 0 on 4 gpus", 4, 0),
                              ("batch 10 on 8 gpus", 8, 10)):
        out.append({"case": name, **one_forward(gpus, torch.randn(batch, 5))})
    with StandIns(gpus=1) as s:
        model = tutorial.Model(5, 2)
        model.to = lambda *args, **kwargs: model  # R3.6 moves a 1-device module to cuda:0: the CPU stands in
        wrapper = on_cpu(nn.DataParallel(model, device_ids=[0]))
        output, lines = printed_lines(lambda: wrapper(torch.randn(7, 5)))
        out.append({"case": "single device shortcut", "printed": lines, "output_shape": list(output.shape),
                    "comm_gather_calls": s.gather_calls})
    with StandIns(gpus=3) as s:
        output = on_cpu(nn.DataParallel(NoInput()))()
        out.append({"case": "forward() with no inputs on 3 gpus", "output_shape": list(output.shape),
                    "comm_gather_calls": s.gather_calls})
    for n in (10, 6):
        x = rows(n, 3)
        with StandIns(gpus=4), warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            output = on_cpu(nn.DataParallel(Sum()))(x)
        out.append({"case": "scalar loss x.sum() on 4 gpus, input rows(%d) ([%d,3], row i filled with i)" % (n, n),
                    "chunk_sizes": [p.shape[0] for p in x.chunk(4)], "output": output.tolist(),
                    "output_shape": list(output.shape), "warnings": [str(w.message) for w in caught]})
        seen["scalar_gather_warning"] = str(caught[0].message)
    shapes = []
    with StandIns(gpus=3), quiet():
        model = tutorial.Model(5, 2)
        model.register_forward_pre_hook(lambda module, inputs: shapes.append(list(inputs[0].shape)))
        on_cpu(nn.DataParallel(model))(torch.randn(7, 5))
    out.append({"case": "forward pre-hook calls for batch 7 on 3 gpus", "hook_input_shapes_sorted": sorted(shapes)})
    return out


def minus_one_warning():
    """comm.gather's own -1 warning (the stand-ins replace comm.gather; its Python wrapper warns first)."""
    comm = sys.modules["torch.nn.parallel.comm"]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            comm.gather([torch.zeros(1)], 0, -1)
        except Exception:  # noqa: BLE001 (the C++ gather refuses CPU tensors after the warning)
            pass
    return str(caught[0].message)


def check_strings():
    seen["cpu_minus_one_deprecated"] = minus_one_warning()
    expect = {
        "wrong_device_format": STRINGS["wrong_device_format"].format("cuda:0", "cpu"),
        "scalar_gather_warning": STRINGS["scalar_gather_warning"],
        "exception_wrapper_format": STRINGS["exception_wrapper_format"].format(
            exc_type_name="ValueError", where="in replica 2 on device 2", formatted_traceback="Traceback"),
        "parallel_apply_where": STRINGS["parallel_apply_where"].format(i=2, device=2),
        "gather_dict_mismatch": STRINGS["gather_dict_mismatch"],
        "cpu_minus_one_deprecated": STRINGS["cpu_minus_one_deprecated"],
    }
    for key, text in expect.items():
        got = seen[key]
        ok = got.startswith(text) if key == "exception_wrapper_format" else got == text
        if not ok:
            raise SystemExit("tools/golden: strings.%s is not what torch says: %r" % (key, got))


def generate():
    doc = {"meta": meta("gen_dataparallel.py"), "scatter_kwargs": scatter_kwargs_cases(), "gather": gather_cases(),
           "parallel_apply": parallel_apply_cases(), "check_balance": check_balance_cases(),
           "data_parallel_forward": forward_cases(), "strings": STRINGS}
    check_strings()
    return {"dataparallel.json": dumps_indented(doc)}
