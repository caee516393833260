#!/usr/bin/env bash
# run-fuzzers.sh SECONDS: runs each libFuzzer target of build/fuzz for SECONDS, starting from the
# seeds in fuzz/corpus/<target>/ (the lesson reader: resources/lessons/) and replaying fuzz/regressions/<target>/ (inputs that once
# crashed) first. Prints runs and coverage per target; exits non-zero on any crash.
set -uo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
status=0
for target in fuzz_cli_args fuzz_settings fuzz_train_case fuzz_lesson fuzz_batch_range fuzz_ddp_events fuzz_vote_message fuzz_class_record fuzz_vote_http fuzz_scaling_record fuzz_web_request; do
  exe=build/fuzz/fuzz/$target
  name=${target#fuzz_}
  work=build/fuzz/corpus-$name
  mkdir -p "$work" build/fuzz/crashes
  if [ -d "fuzz/regressions/$name" ] && [ -n "$(ls -A "fuzz/regressions/$name")" ]; then
    if ! "$exe" fuzz/regressions/"$name"/* >build/fuzz/$name-regressions.log 2>&1; then
      echo "fuzz $name: a regression input crashes again (build/fuzz/$name-regressions.log)"
      status=1
    fi
  fi
  seeds="fuzz/corpus/$name"
  [ "$name" = lesson ] && seeds="resources/lessons"  # the bundled lessons are the lesson reader's seeds
  [ "$name" = ddp_events ] && seeds="tests/data/ddp_events"  # the recorded streams
  "$exe" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
         -artifact_prefix=build/fuzz/crashes/$name- "$work" "$seeds" >build/fuzz/$name.log 2>&1
  rc=$?
  runs=$(grep -m1 -o 'stat::number_of_executed_units: *[0-9]*' build/fuzz/$name.log | grep -o '[0-9]*$')
  cov=$(grep -o 'cov: [0-9]*' build/fuzz/$name.log | tail -1)
  echo "fuzz $name: ${seconds} s, ${runs:-?} runs, ${cov:-cov: ?}, exit $rc"
  if [ $rc -ne 0 ]; then
    grep -m5 -E 'ERROR|SUMMARY|Test unit written' build/fuzz/$name.log
    echo "fuzz $name: crash saved under build/fuzz/crashes/; add it to fuzz/regressions/$name/ with the fix"
    status=1
  fi
done
exit $status
