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
test_name=web_page
source "$src/tests/support/browser_env.sh"
shots=${DPVIZ_WEB_SHOTS:-$work/shots}
mkdir -p "$shots"
site=$work/site
"$dpviz" --export-web "$site" >/dev/null || skip "this dpviz has no browser edition (apt-get install emscripten, then build)"
timeout 280 node "$src/tests/ui/web_page/web_page_test.mjs" --modules "$modules" --chromium "$chromium" --site "$site" --cli "$cli" \
  --dpviz "$dpviz" --source "$src" --shots "$shots"

# A second engine: Firefox ESR renders the page (served with the headers by the same kind of
# server) into a screenshot that is not blank.
if command -v firefox-esr >/dev/null; then
  timeout 120 node "$src/tests/ui/web_page/firefox_render.mjs" --site "$site" --out "$shots/web-firefox.png" --profile "$work/ff"
else
  skip "no firefox-esr (apt-get install firefox-esr): Chromium passed, the second engine was not tried"
fi
