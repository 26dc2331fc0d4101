#!/bin/sh
# `make bench-gallery`: the gallery of N generated alerts (default 1000) on one device (the
# iPhone SE) in both orientations, light and dark, PNG and SVG, linted: 4 configurations per
# alert. Timed cold (empty output folder), re-run with nothing changed, re-run after editing
# one spec; then the site's size, bytes per configuration, and the bytes of the images the
# index page loads. `make bench-gallery-full` runs the earlier benchmark: the sheet's four
# default devices (16 configurations per alert).
# Usage: scripts/bench_gallery.sh BINARY [N] [extra gallery options...]
#   Without a --device option the run is on --device iphone-se.
set -eu
binary=$1
count=${2:-1000}
shift; [ $# -gt 0 ] && shift
case " $* " in
  *" --device "*) ;;
  *) set -- --device iphone-se "$@" ;;
esac
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
# CPU time (user + system) as well as wall time: on a shared machine the wall time follows the
# load, the CPU time much less.
timer=""
[ -x /usr/bin/time ] && timer="/usr/bin/time -f %U+%S -o $work/cpu"
run() {
  start=$(now)
  $timer "$binary" gallery "$work/specs" --out "$work/site" "$@" > /dev/null 2> "$work/stderr" || true
  end=$(now)
  summary=$(grep '^gallery:' "$work/stderr" || cat "$work/stderr")
  cpu=""
  [ -n "$timer" ] && cpu=", CPU $(echo "$(cat "$work/cpu")" | bc) s"
  echo "$(echo "$end - $start" | bc) s wall$cpu  $summary"
}
echo "alert-preview gallery: $count generated alerts, options: $*; PNG unless --format says otherwise; load: $(cut -d' ' -f1-3 /proc/loadavg)"
printf 'full gallery (cold):        '; run "$@"
printf 're-run, nothing changed:    '; run "$@"
sed -i 's/Album 7”/Album seven”/' "$work/specs/bench-0007.json"
printf 're-run after one edit:      '; run "$@"
bytes=$(find "$work/site" -type f -printf '%s\n' | awk '{ s += $1 } END { print s }')
# One full-size PNG per configuration (card pictures aside), whichever formats were asked for.
configurations=$(find "$work/site" -name '*.png' ! -name '*.card.png' | wc -l)
echo "site: $bytes bytes in $(find "$work/site" -type f | wc -l) files," \
  "$((bytes / (configurations > 0 ? configurations : 1))) bytes per configuration;" \
  "cache $(stat -c %s "$work/site/.alert-preview-cache.sqlite") bytes"
# The images index.html loads: every <img src> of the page (each once).
index_images=$(grep -o '<img src="[^"]*"' "$work/site/index.html" | sed 's/^<img src="//; s/"$//' | sort -u |
  (cd "$work/site" && xargs -r stat -c %s) | awk '{ s += $1; n += 1 } END { printf "%d bytes in %d images", s, n }')
echo "index page images: $index_images"
