#!/usr/bin/env bash
# Installs the Debian 12 packages dpviz needs to build, test and run. Idempotent and quiet:
# when everything is already there it prints nothing and touches nothing.
set -euo pipefail

pkgs=(
  build-essential cmake ninja-build pkg-config ccache
  qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libgl-dev
  qt6-websockets-dev libqrencode-dev
  libqcustomplot-dev libqcustomplot2.1-qt6
  libopenblas-dev libdnnl-dev nlohmann-json3-dev rapidjson-dev libicu-dev
  libopenmpi-dev openmpi-bin
  openssh-server openssh-client iproute2
  clang libclang-rt-14-dev
  qt6-translations-l10n
  xvfb xauth imagemagick fonts-wqy-microhei fonts-dejavu-core poppler-utils
  libavcodec-dev libavformat-dev libavutil-dev libswscale-dev libavfilter-dev ffmpeg
  desktop-file-utils appstream help2man dpkg-dev file librsvg2-bin debootstrap
  zbar-tools chromium
  emscripten firefox-esr
)
# emscripten builds the browser edition (web/, tools/build-web.sh); firefox-esr is its second browser
# engine in the web_page test. The class vote page's browser test needs node and npm; one already installed (NodeSource's nodejs
# carries its own npm and conflicts with Debian's) is kept.
command -v node >/dev/null && command -v npm >/dev/null || pkgs+=(nodejs npm)

# DPVIZ_WITH_TORCH=1 (CI sets it) adds Debian's PyTorch, from which the goldens_regenerate test makes
# the golden files of tests/data again (about 110 MB to download, 512 MB installed, 99 packages);
# without it that test says it is skipped.
if [ "${DPVIZ_WITH_TORCH:-0}" = 1 ]; then pkgs+=(python3-torch); fi

missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  # openssh-server is for tools/hosts.sh's sshd in each network namespace (own config and keys):
  # the system sshd that installing it starts under systemd is stopped and disabled again.
  if [[ " ${missing[*]} " == *" openssh-server "* ]] && [ -d /run/systemd/system ]; then
    $sudo systemctl disable --now ssh.service >/dev/null 2>&1 || true
  fi
  echo "install-deps: done"
fi

# playwright-core (drives Debian's chromium in the vote_page test) from npm, at the version pinned in
# tests/ui/vote_page/package-lock.json, into build/node (ignored by git), never into the source tree.
# Without the network the test says it is skipped.
root=$(cd "$(dirname "$0")/.." && pwd)
node_dir=$root/build/node
if ! cmp -s "$root/tests/ui/vote_page/package-lock.json" "$node_dir/package-lock.json" ||
   [ ! -f "$node_dir/node_modules/playwright-core/package.json" ]; then
  mkdir -p "$node_dir"
  cp "$root/tests/ui/vote_page/package.json" "$root/tests/ui/vote_page/package-lock.json" "$node_dir/"
  if (cd "$node_dir" && npm ci --no-audit --no-fund --silent >/dev/null 2>&1); then
    echo "install-deps: playwright-core installed in build/node"
  else
    rm -f "$node_dir/package-lock.json"
    echo "install-deps: npm could not install playwright-core; the vote_page test will be skipped (and .ci/run fails on that skip)"
  fi
fi
