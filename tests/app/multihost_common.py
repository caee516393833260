"""What the multihost tests share (multihost_check.py, multihost_slow_link.py): the environment
mpirun needs as root, the check log, what the machine lacks, and tools/hosts.sh's runner."""
import os
import shutil
import subprocess

ENV = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT='1', OMPI_ALLOW_RUN_AS_ROOT_CONFIRM='1')
failures = []


def check(ok, what):
    print(('ok    ' if ok else 'FAIL  ') + what, flush=True)
    if not ok:
        failures.append(what)


def missing():
    """Why these tests cannot run here, in one line, or None."""
    if os.geteuid() != 0:
        return 'not running as root (network namespaces need it)'
    if not shutil.which('ip'):
        return 'ip (iproute2) is not installed'
    if not (shutil.which('sshd') or os.access('/usr/sbin/sshd', os.X_OK)):
        return 'sshd (openssh-server) is not installed'
    if not shutil.which('mpirun'):
        return 'mpirun (openmpi-bin) is not installed'
    return None


def hosts(hosts_sh, *args, state, fail_after=None):
    """tools/hosts.sh ARGS with its state in `state` (and a planted failure after `fail_after` hosts)."""
    env = dict(ENV, DPVIZ_HOSTS_DIR=state)
    if fail_after:
        env['DPVIZ_HOSTS_FAIL_AFTER'] = str(fail_after)
    return subprocess.run(['bash', hosts_sh, *args], env=env, capture_output=True, text=True, timeout=120)
