"""CPU stand-ins for the CUDA-only leaves of torch.nn.DataParallel, so that torch 1.13's own Python code
(DataParallel.__init__/forward, scatter_kwargs, replicate, parallel_apply, gather, Scatter, Gather,
_check_balance) runs on a machine without a GPU. Only what needs a GPU is replaced:

  comm.scatter            -> tensor.chunk / split_with_sizes (the C++ leaf cuts the same pieces, then copies)
  comm.gather             -> torch.cat, each call recorded (destination, dim, input shapes)
  comm.broadcast_coalesced, Broadcast.apply (replicate) -> the originals for devices[0], copies for the others
  Gather.forward          -> torch's own source with its "not implemented for CPU tensors" assert removed
  torch.cuda streams, device contexts, autocast, device_count, get_device_properties -> no-ops / given values
  _get_available_device_type -> "cuda" (DataParallel then takes its multi-device path)

With sequential=True, parallel_apply's threads run one after another in replica order (a schedule real
threads may also take): per-replica prints then come out in replica order."""
import ast
import contextlib
import inspect
import sys
import textwrap
import types

import torch
import torch.nn.parallel  # noqa: F401  (loads the submodules below)

_functions = sys.modules["torch.nn.parallel._functions"]
_comm = sys.modules["torch.nn.parallel.comm"]
_scatter_gather = sys.modules["torch.nn.parallel.scatter_gather"]
_parallel_apply = sys.modules["torch.nn.parallel.parallel_apply"]
_data_parallel = sys.modules["torch.nn.parallel.data_parallel"]
_utils = sys.modules["torch._utils"]


def _gather_forward_without_cpu_assert():
    """Gather.forward as torch 1.13 wrote it, less its leading assert (inputs here are CPU tensors)."""
    source = textwrap.dedent(inspect.getsource(_functions.Gather.forward))
    tree = ast.parse(source)
    fn = tree.body[0]
    fn.decorator_list = []
    asserts = [s for s in fn.body if isinstance(s, ast.Assert)]
    if len(asserts) != 1 or "CPU" not in ast.unparse(asserts[0]):
        raise SystemExit("tools/golden: torch's Gather.forward is not the 1.13 code these stand-ins expect")
    fn.body = [s for s in fn.body if not isinstance(s, ast.Assert)]
    scope = dict(vars(_functions))
    exec(compile(tree, _functions.__file__, "exec"), scope)
    return scope["forward"]


class CpuGather(torch.autograd.Function):
    forward = staticmethod(_gather_forward_without_cpu_assert())

    @staticmethod
    def backward(ctx, grad_output):
        raise RuntimeError("tools/golden: the goldens only run DataParallel's forward")


class _Broadcast:
    @staticmethod
    def apply(devices, *tensors):
        return [t if i == 0 else t.detach().clone() for i in range(len(devices)) for t in tensors]


class _SequentialThread:
    """threading.Thread whose start() runs the target at once: the replicas run in index order."""

    def __init__(self, target, args=(), kwargs=None):
        self._target, self._args, self._kwargs = target, args, kwargs or {}

    def start(self):
        self._target(*self._args, **self._kwargs)

    def join(self):
        pass


class _NoDeviceContext:
    """torch.cuda.device's stand-in: a class (torch.cuda._utils checks isinstance against it) that does nothing."""

    def __init__(self, device):
        self.idx = device

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


class Props:
    def __init__(self, total_memory, multi_processor_count):
        self.total_memory = total_memory
        self.multi_processor_count = multi_processor_count


class StandIns:
    """A context manager: while inside, DataParallel runs on CPU tensors; `gather_calls` lists every
    comm.gather call as {"destination", "dim", "input_shapes"}."""

    def __init__(self, gpus=8, props=None, sequential=False):
        self.gpus = gpus
        self.props = props
        self.sequential = sequential
        self.gather_calls = []
        self._stack = None

    def _scatter(self, tensor, devices, chunk_sizes=None, dim=0, streams=None, *, out=None):
        if chunk_sizes is None:
            return tuple(tensor.chunk(len(devices), dim))
        return tuple(tensor.split_with_sizes(chunk_sizes, dim))

    def _gather(self, tensors, dim=0, destination=None, *, out=None):
        self.gather_calls.append({"destination": destination, "dim": dim,
                                  "input_shapes": [list(t.shape) for t in tensors]})
        return torch.cat(tensors, dim)

    def _properties(self, i):
        if self.props is None:
            return Props(16e9, 80)
        return self.props[i]

    def __enter__(self):
        stack = contextlib.ExitStack()

        def patch(obj, name, value):
            old = getattr(obj, name)
            setattr(obj, name, value)
            stack.callback(setattr, obj, name, old)

        patch(_comm, "scatter", self._scatter)
        patch(_comm, "gather", self._gather)
        patch(_comm, "broadcast_coalesced", lambda tensors, devices, buffer_size=0: [
            list(tensors) if i == 0 else [t.detach().clone() for t in tensors] for i in range(len(devices))])
        patch(_functions, "Broadcast", _Broadcast)
        patch(_scatter_gather, "Gather", CpuGather)
        patch(_data_parallel, "_get_available_device_type", lambda: "cuda")
        patch(_data_parallel, "_get_all_device_indices", lambda: list(range(self.gpus)))
        patch(_utils, "_get_available_device_type", lambda: "cuda")
        patch(torch.cuda, "device_count", lambda: self.gpus)
        patch(torch.cuda, "get_device_properties", self._properties)
        patch(torch.cuda, "current_stream", lambda device=None: None)
        patch(torch.cuda, "device", _NoDeviceContext)
        patch(torch.cuda, "stream", lambda stream: contextlib.nullcontext())
        patch(_parallel_apply, "autocast", lambda enabled=True: contextlib.nullcontext())
        if self.sequential:
            import threading
            patch(_parallel_apply, "threading", types.SimpleNamespace(Thread=_SequentialThread, Lock=threading.Lock))
        self._stack = stack
        return self

    def __exit__(self, *exc):
        self._stack.close()
        return False


def on_cpu(wrapper):
    """After DataParallel(...) is built with the stand-ins, its parameters stay on the CPU, which stands in
    for device_ids[0]: the device check (R4.2) then compares against the CPU."""
    wrapper.src_device_obj = torch.device("cpu")
    return wrapper
