#!/usr/bin/env python3
"""Records a real two-host run with a pulled link, for the lesson "What happens when a host is lost"
(resources/lessons/host-lost.dpviz), which replays it on any machine without root or mpirun.

As root (tools/hosts.sh): 2+2 ranks on node1 and node2, a small MLP (--model mlp, 64 samples, 50 epochs: 100 steps),
--timeout 3; once rank 0's stream shows step PULL_AFTER, node2's cable is pulled
(tools/hosts.sh link node2 down). Rank 0's event stream, as dpviz-ddp wrote it, is saved
atomically to OUT (default resources/ddp/pulled-link.jsonl), with every rank's one line (mpirun
--output-filename) printed here. Everything hosts.sh made is removed at the end.

Usage: tools/record_pulled_link.py DPVIZ_DDP [OUT] [--pull-after N]
"""
import glob
import json
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    args = [a for a in sys.argv[1:]]
    pull_after = 3
    if '--pull-after' in args:
        i = args.index('--pull-after')
        pull_after = int(args[i + 1])
        del args[i:i + 2]
    if not args or os.geteuid() != 0:
        print('usage (as root): tools/record_pulled_link.py DPVIZ_DDP [OUT] [--pull-after N]', file=sys.stderr)
        return 2
    ddp = os.path.abspath(args[0])
    out = os.path.abspath(args[1]) if len(args) > 1 else os.path.join(HERE, '..', 'resources', 'ddp', 'pulled-link.jsonl')
    work = tempfile.mkdtemp(prefix='dpviz-record-')
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT='1', OMPI_ALLOW_RUN_AS_ROOT_CONFIRM='1', DPVIZ_HOSTS_DIR=os.path.join(work, 'hosts'))
    hosts = lambda *a: subprocess.run(['bash', os.path.join(HERE, 'hosts.sh'), *a], env=env, capture_output=True, text=True)
    try:
        up = hosts('up', '2')
        if up.returncode != 0:
            print(up.stderr, file=sys.stderr)
            return 1
        mpi = up.stdout.strip().splitlines()[-1].split()
        p = subprocess.Popen(['ip', 'netns', 'exec', 'head', 'mpirun', '-q', *mpi, '--output-filename', os.path.join(work, 'out'),
                              '--host', 'node1:2,node2:2', '-np', '4', ddp, 'train', '--model', 'mlp', '--batch-size', '8',
                              '--data-size', '64', '--epochs', '50', '--events', '--timeout', '3'],
                             env=env, cwd=work, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        lines, pulled = [], None
        for raw in p.stdout:
            lines.append(raw)
            if pulled is None and f'"event":"step","step":{pull_after},'.encode() in raw:
                hosts('link', 'node2', 'down')
                pulled = time.monotonic()
        p.wait(timeout=120)
        print(f'mpirun exited {p.returncode}, {time.monotonic() - pulled:.1f} s after the pull' if pulled else 'never pulled')
        for path in sorted(glob.glob(os.path.join(work, 'out', '*', 'rank.*', 'stderr'))):
            with open(path, encoding='utf-8', errors='replace') as f:
                print(path.split(os.sep)[-2] + ': ' + f.read().strip())
        if pulled is None or not lines or json.loads(lines[-1]).get('event') != 'error':
            print('the run did not end with an error event after the pull: nothing saved', file=sys.stderr)
            return 1
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(out))
        with os.fdopen(fd, 'wb') as f:
            f.writelines(lines)
        os.chmod(tmp, 0o644)
        os.replace(tmp, out)
        print(f'saved {len(lines)} lines to {out}')
        return 0
    finally:
        hosts('down')
        subprocess.run(['rm', '-rf', work])


if __name__ == '__main__':
    sys.exit(main())
