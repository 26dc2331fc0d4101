#!/usr/bin/env bash
# Runs `render -j 2` (PNG and SVG; in worker processes, and on threads of one process for a
# file too small for workers) and `lint` over the mixed-script corpus RUNS times each and
# counts the runs that ended on a signal (a crash) rather than with an exit code of 0, 1 or 2.
#   scripts/stress.sh BINARY [RUNS]
set -uo pipefail
binary=${1:?usage: scripts/stress.sh BINARY [RUNS]}
runs=${2:-200}
corpus="$(dirname "$0")/../Tests/Stress/mixed-scripts"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
crashes=0
check() {
  local what=$1 status=$2
  if [ "$status" -gt 2 ]; then
    crashes=$((crashes + 1))
    echo "stress: $what ended with status $status (signal $((status - 128)))" >&2
    tail -5 "$work/stderr" >&2
  fi
}
for run in $(seq 1 "$runs"); do
  "$binary" render "$corpus" --out "$work/out" --format png,svg -j 2 --device iphone-se \
    --orientation portrait,landscape >/dev/null 2>"$work/stderr"
  check "render run $run" $?
  # Too few images for worker processes: two threads of one process share its font thread.
  "$binary" render "$corpus/emoji-and-han.json" --out "$work/threads" --format png,svg -j 2 \
    --device iphone-se >/dev/null 2>"$work/stderr"
  check "render (threads) run $run" $?
  "$binary" lint "$corpus" >/dev/null 2>"$work/stderr"
  check "lint run $run" $?
  rm -rf "$work/out" "$work/threads"
  [ $((run % 20)) -eq 0 ] && echo "stress: $run of $runs runs, $crashes crashes"
done
echo "stress: $((runs * 3)) runs (render -j 2 in workers and in threads, and lint, $runs each), $crashes crashes"
[ "$crashes" -eq 0 ]
