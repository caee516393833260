#!/usr/bin/env bash
# The package on a clean Debian 12, as a teacher would get it: debootstrap a minimal bookworm, `apt
# install ./dpviz_*.deb` in it (apt pulls Qt, QCustomPlot, OpenBLAS, FFmpeg's libraries), then run the
# programs from /usr/bin. Needs root and Debian's package mirror. CI cannot do this; run it by hand.
# Usage: tools/check-deb-chroot.sh [PACKAGE.deb] [DIR]   (DIR is kept: a second run skips debootstrap)
set -euo pipefail
cd "$(dirname "$0")/.."
deb=${1:-$(ls -t build/default/dpviz_*_amd64.deb 2>/dev/null | head -1)}
dir=${2:-/tmp/dpviz-bookworm}
mirror=${DPVIZ_MIRROR:-http://deb.debian.org/debian}
[ -f "$deb" ] || { echo "check-deb-chroot: no package; run make package first" >&2; exit 2; }
[ "$(id -u)" = 0 ] || { echo "check-deb-chroot: needs root (debootstrap, chroot)" >&2; exit 2; }
command -v debootstrap >/dev/null || { echo "check-deb-chroot: needs debootstrap (tools/install-deps.sh)" >&2; exit 2; }

if [ ! -x "$dir/usr/bin/apt-get" ]; then
  echo "== debootstrap --variant=minbase bookworm $dir"
  debootstrap --variant=minbase bookworm "$dir" "$mirror"
  echo "deb ${mirror%/debian}/debian-security bookworm-security main" >>"$dir/etc/apt/sources.list"
fi
mount -t proc proc "$dir/proc"
trap 'umount "$dir/proc"' EXIT
in_root() { chroot "$dir" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"; }

cp "$deb" "$dir/tmp/"
echo "== apt install ./$(basename "$deb")"
in_root apt-get update -q
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "/tmp/$(basename "$deb")"
echo "== from /usr/bin"
in_root dpviz --version
in_root dpviz-cli --version
in_root dpviz-cli tutorial --gpus 3
in_root ls /usr/share/applications/io.github.dpviz.Dpviz.desktop /usr/share/icons/hicolor/256x256/apps/io.github.dpviz.Dpviz.png \
  /usr/share/metainfo/io.github.dpviz.Dpviz.metainfo.xml /usr/share/man/man1/dpviz.1.gz
echo "== the app offscreen: a screenshot and a one-batch GIF"
in_root env QT_QPA_PLATFORM=offscreen dpviz --preset tutorial-3 --window-size 1024x640 --screenshot /tmp/shot.png
in_root dpviz --preset tutorial-3 --window-size 800x600 --export-video /tmp/batch.gif --export-batches 1-1
in_root ls -l /tmp/shot.png /tmp/batch.gif
echo "check-deb-chroot: $(basename "$deb") installs and runs on a clean Debian 12 ($dir)"
