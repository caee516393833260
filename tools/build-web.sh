#!/usr/bin/env bash
# Builds the browser edition (web/) with Emscripten, both engines (threads and single), into SITE:
#   tools/build-web.sh SITE BUILD_ROOT
# BUILD_ROOT holds the two Emscripten builds (web/, web-single/). `make web` and the desktop build
# (the web_edition target, which the app's --export-web and the vote server serve) call it.
# Debian's emscripten finds its acorn module through NODE_PATH when another node is first on PATH.
set -euo pipefail
site=$1
root=$2
src=$(cd "$(dirname "$0")/.." && pwd)
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}
command -v em++ >/dev/null || { echo "build-web: no em++ (apt-get install emscripten; tools/install-deps.sh does)" >&2; exit 1; }
for variant in web web-single; do  # the presets of CMakePresets.json, in folders of BUILD_ROOT
  if [ ! -f "$root/$variant/build.ninja" ]; then
    (cd "$src" && cmake --preset "$variant" -B "$root/$variant" -DDPVIZ_WEB_SITE="$site" >/dev/null)
  fi
  cmake --build "$root/$variant" | { grep -vE '^\[[0-9]+/[0-9]+\] |^ninja: no work to do' || true; }
done
