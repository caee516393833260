#!/usr/bin/env python3
"""Records a real two-host run with a pulled link, for the lesson "What happens when a host is lost"
(resources/lessons/host-lost.dpviz), which replays it on any machine without root or mpirun.

As root (tools/hosts.sh): 2+2 ranks on node1 and node2, a small MLP (--model mlp, 64 samples, 50 epochs: 100 steps),
--timeout 3; once rank 0's stream shows step PULL_AFTER, node2's cable is pulled
(tools/hosts.sh link node2 down). Rank 0's event stream, as dpviz-ddp wrote it, is saved
atomically to OUT (default resources/ddp/pulled-link.jsonl), with every rank's one line (mpirun
--output-filename) printed here. Everything hosts.sh made is removed at the end.

The stream's last line, rank 0's error event, gets "lost_hosts": ["node2"] added here: the host this
script cut off (rank 0's watchdog knows only that no step finished, not which peer is missing). A
stream written by a dpviz-ddp older than the error causes also gets "cause": "stalled", "seconds"
and "step" (the step after the last that finished), taken from its message, as dpviz-ddp now
writes them. `--stamp FILE` does just that to a recording already made (no root needed):

  tools/record_pulled_link.py --stamp resources/ddp/pulled-link.jsonl

Usage: tools/record_pulled_link.py DPVIZ_DDP [OUT] [--pull-after N]
       tools/record_pulled_link.py --stamp FILE
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PULLED = 'node2'
ERROR_KEYS = ['event', 'rank', 'message', 'cause', 'seconds', 'step', 'lost_hosts']  # engine/run/ddp_schema.h's order


def stamp(lines, lost_host):
    """The lines (bytes) with the last one, an error event, naming lost_host and its cause."""
    last = json.loads(lines[-1])
    if last.get('event') != 'error':
        raise ValueError('the stream does not end with an error event')
    finished = [json.loads(l)['step'] for l in lines if b'"event":"step"' in l]
    m = re.match(r'no step finished for ([0-9]+) s', last.get('message', ''))
    if 'cause' not in last and m:
        last.update(cause='stalled', seconds=int(m.group(1)), step=(finished[-1] + 1) if finished else 0)
    last['lost_hosts'] = [lost_host]
    ordered = {k: last[k] for k in ERROR_KEYS if k in last}
    return lines[:-1] + [json.dumps(ordered, ensure_ascii=False, separators=(',', ':')).encode() + b'\n']


def save(lines, out):
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(out))
    with os.fdopen(fd, 'wb') as f:
        f.writelines(lines)
    os.chmod(tmp, 0o644)
    os.replace(tmp, out)


def main():
    args = [a for a in sys.argv[1:]]
    if args[:1] == ['--stamp'] and len(args) == 2:
        with open(args[1], 'rb') as f:
            lines = f.read().splitlines(keepends=True)
        save(stamp(lines, PULLED), os.path.abspath(args[1]))
        print(f'stamped {args[1]}: {lines[-1].decode().strip()}')
        return 0
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
                hosts('link', PULLED, 'down')
                pulled = time.monotonic()
        p.wait(timeout=120)
        print(f'mpirun exited {p.returncode}, {time.monotonic() - pulled:.1f} s after the pull' if pulled else 'never pulled')
        for path in sorted(glob.glob(os.path.join(work, 'out', '*', 'rank.*', 'stderr'))):
            with open(path, encoding='utf-8', errors='replace') as f:
                print(path.split(os.sep)[-2] + ': ' + f.read().strip())
        if pulled is None or not lines or json.loads(lines[-1]).get('event') != 'error':
            print('the run did not end with an error event after the pull: nothing saved', file=sys.stderr)
            return 1
        save(stamp(lines, PULLED), out)
        print(f'saved {len(lines)} lines to {out}')
        return 0
    finally:
        hosts('down')
        subprocess.run(['rm', '-rf', work])


if __name__ == '__main__':
    sys.exit(main())
