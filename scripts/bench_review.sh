#!/usr/bin/env bash
# Times `alert-preview review` on N generated alerts (a title, a message and two buttons each)
# and prints the pages written and pages per second. Usage: bench_review.sh BINARY [N]
set -euo pipefail
binary=${1:?usage: bench_review.sh BINARY [N]}
count=${2:-100}
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
mkdir "$folder/specs"
for ((n = 0; n < count; n++)); do
  printf '{"id": "alert-%03d", "title": "Delete “Album %d”?", "message": "This album and its %d photos will be deleted from all your devices.", "buttons": [{"label": "Cancel", "role": "cancel"}, {"label": "Delete", "role": "destructive"}]}\n' \
    "$n" "$n" "$((n * 3))" > "$folder/specs/a$n.json"
done
echo "alert-preview review: $count generated alerts; load: $(cut -d' ' -f1-3 /proc/loadavg)"
for run in 1 2; do
  start=$(date +%s.%N)
  "$binary" review "$folder/specs" --out "$folder/review.pdf" 2>/dev/null >/dev/null
  end=$(date +%s.%N)
  pages=$(pdfinfo "$folder/review.pdf" | awk '/^Pages:/ {print $2}')
  awk -v s="$start" -v e="$end" -v p="$pages" -v r="$run" \
    'BEGIN { printf "run %d: %d pages in %.2f s, %.0f pages/s\n", r, p, e - s, p / (e - s) }'
done
