#!/usr/bin/env bash
# Renders a whole class plan the way a lecturer shows it: every stop of every bundled lesson and
# every pitfall (each at its own batch), in projector mode, in both languages, into one folder of PNGs (and a contact sheet
# per language when ImageMagick's montage is there), to look at before a UI change is called done.
#   tools/render-class-plan.sh [OUT_DIR] [WxH]     (default: a new temporary folder, 1024x768)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
app=${DPVIZ_APP:-$top/build/default/app/dpviz}
out=${1:-$(mktemp -d)}
size=${2:-1024x768}
[ -x "$app" ] || { echo "render-class-plan: build the app first ($app)" >&2; exit 2; }
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen
failed=0
shoot() {  # name, then the app's arguments
  local name=$1; shift
  if ! timeout 120 "$app" --window-size "$size" --presentation --screenshot "$out/$name.png" "$@" >/dev/null 2>"$out/$name.err"; then
    echo "render-class-plan: $name failed: $(head -c 300 "$out/$name.err")" >&2
    failed=1
  fi
  rm -f "$out/$name.err"
}
for lang in en zh_CN; do
  for lesson in tutorial last-batch gradients dp-vs-ddp class-90min; do
    file=$top/resources/lessons/$lesson.dpviz
    stops=$("$app" --check-lesson "$file" | sed -n 's/^ok: \([0-9]*\) steps$/\1/p')
    for ((s = 1; s <= stops; s++)); do
      shoot "$lang-$lesson-$(printf %02d "$s")" --lang "$lang" --lesson "$file" --stop "$s"
    done
  done
  for pitfall in batch-lt-gpus seven-gpus last-batch unbalanced scalar-output replica-raises print-order gpu0-memory; do
    shoot "$lang-pitfall-$pitfall" --lang "$lang" --pitfall "$pitfall"
  done
  if command -v montage >/dev/null; then
    montage "$out/$lang"-*.png -tile 4x -geometry 512x384+4+4 "$out/contact-$lang.png" 2>/dev/null || true
  fi
done
echo "$out"
exit $failed
