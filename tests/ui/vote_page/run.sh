#!/usr/bin/env bash
# The class vote page in headless Chromium (vote_page_test.mjs) against the running app:
#   run.sh DPVIZ SOURCE_DIR
# or a whole lesson in projector mode with three phones voting at every question
# (class_plan_test.mjs), in LANG (en or zh_CN):
#   run.sh DPVIZ SOURCE_DIR class-plan LANG [LESSON]   (LESSON: resources/lessons/class-90min.dpviz)
# Skips (exit 77) with one line where Debian's chromium, node or playwright-core (tools/install-deps.sh
# puts it in build/node; DPVIZ_NODE_MODULES overrides) is missing. Everything it writes (Chromium's
# profile, the app's settings, the screenshots) goes to a temporary folder, unless DPVIZ_VOTE_SHOTS
# names a folder to keep the screenshots in.
set -euo pipefail
dpviz=$1
src=$2
test_name=vote_page
source "$src/tests/support/browser_env.sh"
shots=${DPVIZ_VOTE_SHOTS:-$work/shots}
mkdir -p "$shots"
if [ "${3:-}" = class-plan ]; then
  lesson=${5:-$src/resources/lessons/class-90min.dpviz}
  record="$shots/class-$4.dpvizclass"
  rm -f "$record"
  timeout 240 node "$src/tests/ui/vote_page/class_plan_test.mjs" --modules "$modules" --chromium "$chromium" --lesson "$lesson" --shots "$shots" \
    --record "$record" -- \
    "$dpviz" --window-size 1024x768 --presentation --lang "$4" --lesson "$lesson" \
    --class-vote --vote-bind 127.0.0.1 --vote-port 0 --vote-pin 1234 --vote-stdin --class-record "$record"
  exit
fi
# The run goes to its first question by itself (round 1 open); the test's lines on stdin are the
# lecturer's Enter.
timeout 240 node "$src/tests/ui/vote_page/vote_page_test.mjs" --shots "$shots" --modules "$modules" --chromium "$chromium" -- \
  "$dpviz" --preset tutorial-8 --window-size 1024x768 --lang en \
  --predict --class-vote --vote-bind 127.0.0.1 --vote-port 0 --vote-pin 1234 --vote-stdin
