#!/bin/sh
# `make bench-gallery-matrix`: a gallery of N generated alerts (default 100) whose copy lives in
# a String Catalog with four locales (en, de, fr, ja), drawn at three text sizes (L, AX1, AX3)
# on one device in both orientations, light, PNG + SVG: N × 4 × 3 × 2 images. Timed cold, then
# with nothing changed; then the same alerts at one locale and one size for comparison. Each
# run's wall time and peak memory come from GNU time.
# Usage: scripts/bench_gallery_matrix.sh BINARY [N]
set -eu
binary=$1
count=${2:-100}
work=$(mktemp -d "${TMPDIR:-/tmp}/alert-preview-bench-matrix.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/specs"
python3 - "$work" "$count" <<'PY'
import json, sys
work, count = sys.argv[1], int(sys.argv[2])
copy = {
    "title": {"en": "Delete “Album {i}”?", "de": "„Album {i}“ löschen?",
              "fr": "Supprimer « Album {i} » ?", "ja": "「アルバム{i}」を削除しますか？"},
    "message": {"en": "This album and its {n} photos will be deleted from all your devices.",
                "de": "Dieses Album und seine {n} Fotos werden von all deinen Geräten gelöscht.",
                "fr": "Cet album et ses {n} photos seront supprimés de tous vos appareils.",
                "ja": "このアルバムと{n}枚の写真がすべてのデバイスから削除されます。"},
    "button.cancel": {"en": "Cancel", "de": "Abbrechen", "fr": "Annuler", "ja": "キャンセル"},
    "button.delete": {"en": "Delete", "de": "Löschen", "fr": "Supprimer", "ja": "削除"},
}
strings = {}
for i in range(count):
    for part, values in copy.items():
        strings[f"alert.bench-{i:04d}.{part}"] = {"localizations": {
            locale: {"stringUnit": {"state": "translated",
                                    "value": text.format(i=i, n=i % 500)}}
            for locale, text in values.items()}}
    spec = {"id": f"bench-{i:04d}", "strings": "../Localizable.xcstrings",
            "title": {"key": f"alert.bench-{i:04d}.title"},
            "message": {"key": f"alert.bench-{i:04d}.message"},
            "buttons": [{"label": {"key": f"alert.bench-{i:04d}.button.cancel"}, "role": "cancel"},
                        {"label": {"key": f"alert.bench-{i:04d}.button.delete"},
                         "role": "destructive"}],
            "trigger": "destructive-action"}
    with open(f"{work}/specs/bench-{i:04d}.json", "w") as f:
        json.dump(spec, f, ensure_ascii=False)
with open(f"{work}/Localizable.xcstrings", "w") as f:
    json.dump({"sourceLanguage": "en", "version": "1.0", "strings": strings}, f,
              ensure_ascii=False)
PY
run() {
  out=$1; shift
  /usr/bin/time -f '%e s, peak %M KB' -o "$work/time" \
    "$binary" gallery "$work/specs" --out "$work/$out" --device iphone-se --appearance light \
    "$@" > /dev/null 2> "$work/stderr" || true
  summary=$(grep '^gallery:' "$work/stderr" || tail -1 "$work/stderr")
  echo "$(cat "$work/time")  $summary"
}
echo "alert-preview gallery: $count alerts from a String Catalog, iPhone SE, both orientations, light, png+svg"
printf '4 locales x 3 sizes (cold):       '; run matrix --locale en,de,fr,ja --text-size L,AX1,AX3
printf '4 locales x 3 sizes (unchanged):  '; run matrix --locale en,de,fr,ja --text-size L,AX1,AX3
printf '1 locale x 1 size (cold):         '; run single --locale en --text-size L
echo "matrix site: $(du -sh "$work/matrix" | cut -f1), $(find "$work/matrix" -type f | wc -l) files"
