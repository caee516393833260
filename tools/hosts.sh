#!/usr/bin/env bash
# Several "hosts" on this one machine, for running dpviz-ddp across hosts over ssh (root only):
#
#   tools/hosts.sh up N [--rate R]   network namespaces node1..nodeN (10.239.0.K/24) and head
#                                    (10.239.0.254, where mpirun runs), each with one veth into the
#                                    bridge dpvizbr0; names head, node1..nodeN in an /etc/hosts seen
#                                    inside the namespaces only (/etc/netns/NAME/hosts); one sshd per
#                                    node under its own host name (unshare --uts: MPI_Get_processor_name
#                                    says nodeK) with a host key and a login key made for this run; each
#                                    link limited to R (tc tbf: 1gbit, 100mbit, ...) when --rate is given.
#                                    The last line printed is the mpirun arguments that reach the hosts:
#                                      A=$(tools/hosts.sh up 3 | tail -1)
#                                      ip netns exec head mpirun $A --host node1:1,node2:2,node3:1 ...
#                                    (OpenMPI's ssh launcher with the run's own ssh, no tree spawn and the
#                                    ssh sessions kept, so a lost host ends its ssh; TCP on the bridge only)
#   tools/hosts.sh down              removes all of it (also after a failed up); idempotent
#   tools/hosts.sh link nodeK down|up   pulls (or puts back) nodeK's cable: its veth on the bridge
#   tools/hosts.sh rate nodeK R|off  limits (or frees) nodeK's link in both directions
#
# Nothing of the user's own ssh setup is read or changed: ssh runs with the run's own config (-F),
# key, and known-hosts file. The run's files live in $DPVIZ_HOSTS_DIR (default /run/dpviz-hosts).
set -euo pipefail

state=${DPVIZ_HOSTS_DIR:-/run/dpviz-hosts}
bridge=dpvizbr0
net=10.239.0
max_nodes=16

die() { echo "hosts.sh: $*" >&2; exit 2; }

need_root() {
  [ "$(id -u)" -eq 0 ] || die "must run as root (network namespaces)"
  command -v ip >/dev/null || die "ip (iproute2) is not installed"
}

# tc's tbf: a rate like 100mbit, and a burst of about 1 ms of it (at least 16 KiB).
set_rate() {  # dev rate
  local dev=$1 rate=$2 num unit bits
  [[ $rate =~ ^([0-9]+)(bit|kbit|mbit|gbit)$ ]] || die "--rate: expected a rate like 100mbit or 1gbit, got '$rate'"
  num=${BASH_REMATCH[1]}; unit=${BASH_REMATCH[2]}
  case $unit in bit) bits=$num ;; kbit) bits=$((num * 1000)) ;; mbit) bits=$((num * 1000000)) ;; gbit) bits=$((num * 1000000000)) ;; esac
  [ "$bits" -ge 8000 ] || die "--rate: at least 8kbit, got '$rate'"
  local burst=$((bits / 8 / 1000)); [ "$burst" -ge 16384 ] || burst=16384
  tc qdisc replace dev "$dev" root tbf rate "$rate" burst "$burst" latency 200ms
}

node_ns() {  # nodeK -> checks it is one of this run's
  [[ $1 =~ ^node([0-9]+)$ ]] || die "expected a node name like node2, got '$1'"
  grep -qx "$1" "$state/nodes" 2>/dev/null || die "$1 is not up (tools/hosts.sh up N)"
}

down() {
  need_root
  local ns pid
  # The namespaces this run made (recorded before each was made), their processes first.
  for ns in $(cat "$state/nodes" 2>/dev/null); do
    for pid in $(ip netns pids "$ns" 2>/dev/null); do kill -KILL "$pid" 2>/dev/null || true; done
    ip netns delete "$ns" 2>/dev/null || true
    rm -rf "/etc/netns/$ns"
  done
  # The kernel frees a deleted namespace's veth later: this run's veths (dpviz-vK) go now.
  local dev
  for dev in $(ip -o link show 2>/dev/null | sed -n 's/^[0-9]*: \(dpviz-v[0-9]*\)@.*/\1/p'); do
    ip link delete "$dev" 2>/dev/null || true
  done
  ip link delete "$bridge" 2>/dev/null || true
  rm -rf "$state"
}

up() {
  need_root
  command -v sshd >/dev/null || [ -x /usr/sbin/sshd ] || die "sshd (openssh-server) is not installed"
  command -v ssh >/dev/null || die "ssh (openssh-client) is not installed"
  command -v unshare >/dev/null || die "unshare (util-linux) is not installed"
  local n=${1:-} rate=""
  [[ $n =~ ^[0-9]+$ ]] && [ "$n" -ge 1 ] && [ "$n" -le $max_nodes ] || die "up: expected a node count from 1 to $max_nodes, got '$n'"
  shift
  while [ $# -gt 0 ]; do
    case $1 in
      --rate) [ $# -ge 2 ] || die "--rate needs a value"; rate=$2; shift 2 ;;
      --rate=*) rate=${1#--rate=}; shift ;;
      *) die "unknown option '$1'" ;;
    esac
  done
  [ -z "$rate" ] || [[ $rate =~ ^[0-9]+(bit|kbit|mbit|gbit)$ ]] || die "--rate: expected a rate like 100mbit or 1gbit, got '$rate'"
  down  # idempotent: whatever an earlier run left goes first
  # Any failure from here on (a command, or die's exit) removes what up made.
  trap 'rc=$?; trap - EXIT; if [ $rc -ne 0 ]; then echo "hosts.sh: up failed; removing what it made" >&2; down; fi; exit $rc' EXIT
  mkdir -p "$state" /run/sshd
  chmod 700 "$state"
  ssh-keygen -q -t ed25519 -N "" -C dpviz-hosts -f "$state/key"
  ssh-keygen -q -t ed25519 -N "" -C dpviz-hosts -f "$state/host_key"
  cp "$state/key.pub" "$state/authorized_keys"
  : >"$state/known_hosts"
  # ssh as OpenMPI calls it (plm_rsh_agent takes one word): the run's own config only.
  printf '#!/bin/sh\nexec ssh -F %s "$@"\n' "$state/ssh_config" >"$state/ssh"
  chmod 755 "$state/ssh"
  {
    echo "# tools/hosts.sh: the run's ssh config"
    for k in $(seq 1 "$n"); do
      printf 'Host node%s\n  HostName %s.%s\n' "$k" "$net" "$k"
    done
    printf 'Host *\n  User root\n  IdentityFile %s\n  IdentitiesOnly yes\n  IdentityAgent none\n' "$state/key"
    printf '  UserKnownHostsFile %s\n  GlobalKnownHostsFile /dev/null\n  StrictHostKeyChecking no\n' "$state/known_hosts"
    printf '  BatchMode yes\n  LogLevel ERROR\n  ConnectTimeout 5\n  ServerAliveInterval 2\n  ServerAliveCountMax 3\n'
  } >"$state/ssh_config"

  ip link add "$bridge" type bridge
  ip link set "$bridge" up
  local hosts="$state/hosts"
  {
    echo "127.0.0.1 localhost"
    echo "$net.254 head"
    for k in $(seq 1 "$n"); do echo "$net.$k node$k"; done
  } >"$hosts"
  local k ns addr
  for k in $(seq 0 "$n"); do
    # head (.254, k = 0) is where mpirun runs; node1..nodeN are the hosts.
    if [ "$k" -eq 0 ]; then ns=head; addr=$net.254; else ns=node$k; addr=$net.$k; fi
    ip netns add "$ns"
    echo "$ns" >>"$state/nodes"  # recorded once made: down never removes a namespace it did not make
    ip link add "dpviz-v$k" type veth peer name eth0 netns "$ns"
    ip link set "dpviz-v$k" master "$bridge" up
    ip -n "$ns" addr add "$addr/24" dev eth0
    ip -n "$ns" link set eth0 up
    ip -n "$ns" link set lo up
    # A peer that stops answering is given up after ~13 s of retransmissions, not the default ~15
    # minutes: mpirun, orted and the ranks then learn of a pulled link (this namespace's own setting).
    ip netns exec "$ns" sysctl -q -w net.ipv4.tcp_retries2=5
    mkdir -p "/etc/netns/$ns"
    cp "$hosts" "/etc/netns/$ns/hosts"
    echo "$ns" >"/etc/netns/$ns/hostname"
    [ "$k" -gt 0 ] || continue
    if [ -n "$rate" ]; then
      set_rate "dpviz-v$k" "$rate"
      ip netns exec "$ns" bash -c "$(declare -f die set_rate); set_rate eth0 '$rate'"
    fi
    cat >"$state/sshd_$ns.conf" <<EOF
ListenAddress $net.$k
Port 22
HostKey $state/host_key
AuthorizedKeysFile $state/authorized_keys
PidFile $state/sshd_$ns.pid
PermitRootLogin prohibit-password
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
PrintMotd no
AcceptEnv OMPI_* PMIX_*
ClientAliveInterval 2
ClientAliveCountMax 3
EOF
    # Its own UTS namespace: everything sshd starts (OpenMPI's orted, the ranks) is on host nodeK.
    ip netns exec "$ns" unshare --uts sh -c "hostname $ns && exec /usr/sbin/sshd -f '$state/sshd_$ns.conf'"
    # For the test of down after a failed up: fail once node K and its sshd are made.
    [ "${DPVIZ_HOSTS_FAIL_AFTER:-0}" != "$k" ] || die "failing after $ns (DPVIZ_HOSTS_FAIL_AFTER)"
  done
  # Each sshd answers before up returns.
  for k in $(seq 1 "$n"); do
    local ok=""
    for _ in $(seq 1 50); do
      if ip netns exec head "$state/ssh" "node$k" true 2>/dev/null; then ok=1; break; fi
      sleep 0.1
    done
    [ -n "$ok" ] || { echo "hosts.sh: node$k's sshd does not answer" >&2; false; }
  done
  trap - EXIT
  echo "hosts.sh: $n hosts up (node1..node$n on $net.0/24${rate:+, each link $rate}); tools/hosts.sh down removes them" >&2
  echo "--mca plm_rsh_agent $state/ssh --mca plm_rsh_no_tree_spawn 1 --mca orte_leave_session_attached 1 --mca oob_tcp_if_include $net.0/24 --mca btl_tcp_if_include $net.0/24 --mca btl tcp,vader,self"
}

link() {  # nodeK down|up
  need_root
  node_ns "${1:-}"
  case ${2:-} in
    down|up) ip link set "dpviz-v${1#node}" "$2" ;;
    *) die "link: expected 'down' or 'up', got '${2:-}'" ;;
  esac
}

rate() {  # nodeK R|off
  need_root
  node_ns "${1:-}"
  local k=${1#node}
  if [ "${2:-}" = off ]; then
    tc qdisc del dev "dpviz-v$k" root 2>/dev/null || true
    ip netns exec "$1" tc qdisc del dev eth0 root 2>/dev/null || true
  else
    set_rate "dpviz-v$k" "${2:-}"
    ip netns exec "$1" bash -c "$(declare -f die set_rate); set_rate eth0 '${2:-}'"
  fi
}

case ${1:-} in
  up) shift; up "$@" ;;
  down) down ;;
  link) shift; link "$@" ;;
  rate) shift; rate "$@" ;;
  *) die "usage: tools/hosts.sh up N [--rate R] | down | link nodeK down|up | rate nodeK R|off" ;;
esac
