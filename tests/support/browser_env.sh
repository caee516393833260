# Sourced by the browser tests' run.sh (vote_page/, web_page/) once `src` (the source folder) and
# `test_name` are set: Debian's chromium, node and playwright-core (tools/install-deps.sh puts it in
# build/node; DPVIZ_NODE_MODULES overrides), or a skip (exit 77) in one line; then a temporary
# folder `work` (removed on exit) as HOME and the XDG folders, and Qt offscreen.
chromium=${DPVIZ_CHROMIUM:-/usr/bin/chromium}
modules=${DPVIZ_NODE_MODULES:-$src/build/node/node_modules}
skip() { echo "$test_name: skipped: $1"; exit 77; }
[ -x "$chromium" ] || skip "no $chromium (apt-get install chromium)"
command -v node >/dev/null || skip "no node (apt-get install nodejs)"
[ -f "$modules/playwright-core/package.json" ] || skip "no playwright-core in $modules (tools/install-deps.sh installs it)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME=$work XDG_CONFIG_HOME=$work/config XDG_CACHE_HOME=$work/cache XDG_DATA_HOME=$work/data
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
