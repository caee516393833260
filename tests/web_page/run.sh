#!/usr/bin/env bash
# The browser edition in headless Chromium (web_page_test.mjs) and Firefox ESR (a rendered page):
#   run.sh DPVIZ DPVIZ_CLI SOURCE_DIR
# The folder tested is what `dpviz --export-web` writes; the follow mode runs against DPVIZ's own
# class vote server.
# Skips (exit 77) with one line where Debian's chromium, node or playwright-core is missing, or the
# build has no browser edition (no emscripten). Everything it writes goes to a temporary folder,
# unless DPVIZ_WEB_SHOTS names a folder to keep the screenshots in.
set -euo pipefail
dpviz=$1
cli=$2
src=$3
chromium=${DPVIZ_CHROMIUM:-/usr/bin/chromium}
modules=${DPVIZ_NODE_MODULES:-$src/build/node/node_modules}
skip() { echo "web_page: skipped: $1"; exit 77; }
[ -x "$chromium" ] || skip "no $chromium (apt-get install chromium)"
command -v node >/dev/null || skip "no node (apt-get install nodejs)"
[ -f "$modules/playwright-core/package.json" ] || skip "no playwright-core in $modules (tools/install-deps.sh installs it)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
shots=${DPVIZ_WEB_SHOTS:-$work/shots}
mkdir -p "$shots"
export HOME=$work XDG_CONFIG_HOME=$work/config XDG_CACHE_HOME=$work/cache XDG_DATA_HOME=$work/data
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
site=$work/site
"$dpviz" --export-web "$site" >/dev/null || skip "this dpviz has no browser edition (apt-get install emscripten, then build)"
timeout 280 node "$src/tests/web_page/web_page_test.mjs" --modules "$modules" --chromium "$chromium" --site "$site" --cli "$cli" \
  --dpviz "$dpviz" --source "$src" --shots "$shots"

# A second engine: Firefox ESR renders the page (served with the headers by the same kind of
# server) into a screenshot that is not blank.
if command -v firefox-esr >/dev/null; then
  timeout 120 node "$src/tests/web_page/firefox_render.mjs" --site "$site" --out "$shots/web-firefox.png" --profile "$work/ff"
else
  skip "no firefox-esr (apt-get install firefox-esr): Chromium passed, the second engine was not tried"
fi
