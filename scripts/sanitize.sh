#!/usr/bin/env bash
# Builds alert-preview with a sanitizer and runs its parallel paths on the examples and the
# mixed-script stress corpus: render (-j 2, PNG and SVG), lint, gallery (-j 2) and snapshot
# (record, then verify). Any sanitizer report fails the run.
#   scripts/sanitize.sh thread|address
set -euo pipefail
kind=${1:?usage: scripts/sanitize.sh thread|address}
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
build=.build/sanitize-$kind
"$swift" build -c debug --sanitize="$kind" --build-path "$build" --product alert-preview
binary="$build/debug/alert-preview"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export TSAN_OPTIONS="halt_on_error=1 exitcode=66"
export ASAN_OPTIONS="halt_on_error=1 exitcode=66 detect_leaks=0"
inputs=(Examples Tests/Stress/mixed-scripts)
failed=0
step() {
  local name=$1
  shift
  set +e
  "$@" >"$work/$name.out" 2>"$work/$name.err"
  local status=$?
  set -e
  if [ "$status" -gt 2 ] || grep -q "Sanitizer" "$work/$name.err"; then
    echo "sanitize ($kind): $name failed with status $status" >&2
    grep -A40 -m1 "Sanitizer" "$work/$name.err" >&2 || tail -20 "$work/$name.err" >&2
    failed=1
  else
    echo "sanitize ($kind): $name clean (exit $status)"
  fi
}
step render "$binary" render "${inputs[@]}" --out "$work/render" -j 2 --format png,svg \
  --device iphone-se,iphone-15
# Too few images for worker processes: two threads of one process share its font thread.
step render-threads "$binary" render "${inputs[1]}/emoji-and-han.json" --out "$work/threads" \
  -j 2 --format png,svg --device iphone-se
step lint "$binary" lint "${inputs[@]}"
step gallery "$binary" gallery "${inputs[@]}" --out "$work/site" -j 2
step snapshot-record "$binary" snapshot "${inputs[@]}" --references "$work/refs" \
  --report "$work/report" --record missing -j 2 --device iphone-se
step snapshot-verify "$binary" snapshot "${inputs[@]}" --references "$work/refs" \
  --report "$work/report" --record never -j 2 --device iphone-se
exit $failed
