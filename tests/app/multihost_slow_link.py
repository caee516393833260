#!/usr/bin/env python3
"""dpviz-ddp across two hosts (tools/hosts.sh) with node2's link slowed to 100 Mbit/s (tc tbf), set
against the cost model (dpviz-ddp --model-network: engine/trace/cost_model.h, ring all-reduce
2(W-1)·(α + (bytes/W)/β) per bucket, one bucket after another).

  - β: the rate TCP reaches through node2's slowed link, measured with one stream node1 -> node2.
  - α: the same all-reduces on the unslowed link (rank 0's median per step ÷ the ring steps): on a
    small shared machine that is the ranks' CPU time and their wait for a core, not the wire.
  - the run on the slowed link: rank 0's all-reduce time per step (median) printed beside the
    model's, and the bytes that crossed node2's link per step (its veth's counters) beside the
    ring's 2(W-1)/W of the buckets.
OpenMPI is told to use its ring all-reduce (coll_tuned_allreduce_algorithm 4) so that the bytes
crossing are the model's; its own choice by message size is run too and its bytes printed.

Timings on a shared machine are printed, never asserted: the checks are that every run works, the
modelled figure is the formula of the measured rate, α and the run's bucket bytes, and the ring's
bytes crossed the link. Needs root, ip, sshd and mpirun; else one line and exit 77 (skipped).
Usage: multihost_slow_link.py DPVIZ_DDP HOSTS_SH
"""
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time

from multihost_common import ENV, check, failures, hosts, missing

DDP, HOSTS_SH = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
TRAIN = ['train', '--layers', '64,1024,1024,512', '--batch-size', '8', '--data-size', '192']
RING = ['--mca', 'coll_tuned_use_dynamic_rules', '1', '--mca', 'coll_tuned_allreduce_algorithm', '4']
WORLD, RATE = 4, '100mbit'


def veth_bytes():
    """Bytes node2 sent into the bridge (its veth's rx on the bridge side)."""
    with open('/sys/class/net/dpviz-v2/statistics/rx_bytes') as f:
        return int(f.read())


def tcp_rate_mbit():
    """One TCP stream node1 -> node2 through the slowed link: 8 MiB, Mbit/s of payload at the receiver."""
    size = 8 << 20
    server = ('import socket,time\n'
              's=socket.socket();s.setsockopt(socket.SOL_SOCKET,socket.SO_REUSEADDR,1);s.bind(("0.0.0.0",5001));s.listen(1)\n'
              'print("ready",flush=True)\n'
              'c,_=s.accept();n=0;t=None\n'
              'while True:\n'
              '    b=c.recv(1<<20)\n'
              '    if not b: break\n'
              '    t=t or time.monotonic();n+=len(b)\n'
              'print(n,time.monotonic()-t)\n')
    rx = subprocess.Popen(['ip', 'netns', 'exec', 'node2', sys.executable, '-c', server], stdout=subprocess.PIPE, text=True)
    rx.stdout.readline()
    subprocess.run(['ip', 'netns', 'exec', 'node1', sys.executable, '-c',
                    f'import socket;c=socket.create_connection(("node2",5001));c.sendall(b"x"*{size});c.close()'],
                   check=True, timeout=60)
    n, secs = rx.communicate(timeout=60)[0].split()
    return int(n) * 8 / float(secs) / 1e6


def run(mpi, model, ring=True):
    """2+2 on node1 and node2; (exit code, the --model-network line, node2's bytes out per step, stderr)."""
    before = veth_bytes()
    p = subprocess.run(['ip', 'netns', 'exec', 'head', 'mpirun', '-q', *mpi, *(RING if ring else []), '--host',
                        'node1:2,node2:2', '-np', str(WORLD), DDP, *TRAIN, '--model-network', model],
                       env=ENV, capture_output=True, text=True, timeout=180)
    steps = len(re.findall(r'^step \d+', p.stdout, re.M))
    line = ([x for x in p.stdout.splitlines() if x.startswith('all-reduce per step')] or [''])[0]
    return p.returncode, line, (veth_bytes() - before) / max(steps, 1), p.stderr[-300:]


def figures(line):
    """(measured s, modelled s, bucket bytes) from the --model-network line."""
    measured = re.search(r'measured ([\d.]+) s', line)
    modelled = re.search(r'modelled ([\d.]+) s', line)
    buckets = re.search(r'buckets ([\d+]+) bytes', line)
    return (float(measured.group(1)) if measured else None, float(modelled.group(1)) if modelled else None,
            [int(b) for b in buckets.group(1).split('+')] if buckets else [])


def main():
    why = missing()
    if why:
        print(f'multihost_slow_link: skipped: {why}')
        return 77
    work = tempfile.mkdtemp(prefix='dpviz-slow-link-')
    state = os.path.join(work, 'hosts')
    try:
        up = hosts(HOSTS_SH, 'up', '2', state=state)
        check(up.returncode == 0, 'hosts.sh up 2 ' + up.stderr.strip()[-300:])
        if up.returncode != 0:
            return 1
        mpi = up.stdout.strip().splitlines()[-1].split()

        # α: the ring all-reduces on the unslowed link.
        rc, line, _, err = run(mpi, '100,0')
        fast, _, buckets = figures(line)
        check(rc == 0 and fast and buckets, f'unslowed link: exit {rc}, {line} {err}')
        if not (fast and buckets):
            return 1
        ring_steps = 2 * (WORLD - 1) * len(buckets)
        alpha_ms = fast * 1000 / ring_steps
        print(f'unslowed: all-reduce {fast:.3f} s per step over {ring_steps} ring steps: alpha {alpha_ms:.1f} ms per ring step')

        slowed = hosts(HOSTS_SH, 'rate', 'node2', RATE, state=state)
        check(slowed.returncode == 0, f'hosts.sh rate node2 {RATE} ' + slowed.stderr.strip())
        mbit = tcp_rate_mbit()
        print(f'node2\'s link at {RATE}: one TCP stream reaches {mbit:.1f} Mbit/s')
        check(0 < mbit < 200, f'the measured rate {mbit:.1f} Mbit/s is the slowed link\'s')

        rc, line, crossed, err = run(mpi, f'{mbit:.2f},{alpha_ms:.2f}')
        measured, modelled, got = figures(line)
        check(rc == 0 and measured and modelled is not None, f'slowed link, OpenMPI\'s ring: exit {rc} {err}')
        print(line)
        if measured and modelled is not None:
            by_hand = sum(2 * (WORLD - 1) * (alpha_ms / 1000 + b / WORLD / (mbit * 1e6 / 8)) for b in got)
            check(got == buckets and abs(modelled - by_hand) < 0.002,
                  f'the modelled {modelled:.3f} s is 2(W-1)(alpha + b/W/rate) over the buckets {got} ({by_hand:.3f} s)')
            print(f'PREDICTED (cost model) {modelled:.3f} s vs MEASURED {measured:.3f} s per step: '
                  f'{100 * (modelled - measured) / measured:+.0f} %')
        ring_share = 2 * (WORLD - 1) / WORLD * sum(buckets)
        print(f'bytes out of node2 per step: {crossed / 1e6:.2f} MB; the ring\'s 2(W-1)/W of the buckets: {ring_share / 1e6:.2f} MB')
        check(crossed >= 0.95 * ring_share, 'the ring\'s bytes crossed node2\'s link')

        rc, line, crossed, err = run(mpi, f'{mbit:.2f},{alpha_ms:.2f}', ring=False)
        check(rc == 0, f'slowed link, OpenMPI\'s own choice: exit {rc} {err}')
        print('OpenMPI\'s own choice: ' + line)
        print(f'OpenMPI\'s own choice: bytes out of node2 per step: {crossed / 1e6:.2f} MB '
              f'({crossed / sum(buckets):.2f} x the buckets; the ring\'s: {2 * (WORLD - 1) / WORLD:.2f} x)')
    finally:
        down = hosts(HOSTS_SH, 'down', state=state)
        check(down.returncode == 0, 'hosts.sh down')
        shutil.rmtree(work, ignore_errors=True)
    print('multihost_slow_link: ' + (f'{len(failures)} check(s) failed' if failures else 'all checks passed'))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
