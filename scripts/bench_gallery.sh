#!/bin/sh
# `make bench-gallery`: the gallery of N generated alerts (default 1000) in every configuration
# of the ios sheet, timed cold (empty output folder), then again after editing one spec.
# Usage: scripts/bench_gallery.sh BINARY [N] [extra gallery options...]
set -eu
binary=$1
count=${2:-1000}
shift; [ $# -gt 0 ] && shift
work=$(mktemp -d "${TMPDIR:-/tmp}/alert-preview-bench-gallery.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/specs"
i=0
while [ "$i" -lt "$count" ]; do
  printf '{"id": "bench-%04d", "title": "Delete “Album %d”?", "message": "This album and its %d photos will be deleted from all your devices. This action can’t be undone.", "buttons": [{"label": "Cancel", "role": "cancel"}, {"label": "Delete", "role": "destructive"}], "trigger": "destructive-action", "locale": "en-GB"}\n' \
    "$i" "$i" "$((i % 500))" > "$work/specs/bench-$(printf %04d "$i").json"
  i=$((i + 1))
done
now() { date +%s.%N; }
run() {
  start=$(now)
  "$binary" gallery "$work/specs" --out "$work/site" "$@" > /dev/null 2> "$work/stderr" || true
  end=$(now)
  summary=$(grep '^gallery:' "$work/stderr" || cat "$work/stderr")
  echo "$(echo "$end - $start" | bc) s  $summary"
}
echo "alert-preview gallery: $count generated alerts, every device, orientation and appearance, png+svg"
printf 'full gallery (cold):        '; run "$@"
printf 're-run, nothing changed:    '; run "$@"
sed -i 's/Album 7”/Album seven”/' "$work/specs/bench-0007.json"
printf 're-run after one edit:      '; run "$@"
echo "site: $(du -sh "$work/site" | cut -f1), $(find "$work/site" -type f | wc -l) files," \
  "cache manifest $(du -h "$work/site/.alert-preview-cache.json" | cut -f1)"
