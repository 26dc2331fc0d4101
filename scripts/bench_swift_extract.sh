#!/bin/sh
# `make bench-swift`: how fast Swift sources are read. Generates FILES Swift files (default
# 2000) of LINES lines each (default 300), one alert in every tenth file (UIKit and SwiftUI in
# turn, with NSLocalizedString, a let-held title, an interpolation and a text field), then
# times, best of RUNS (default 3):
#   extract      alert-preview extract TREE (parse + find, specs to stdout)
#   lint swift   alert-preview lint TREE
#   lint json    alert-preview lint SPECS, the same alerts written by `extract --out SPECS`
# and prints files/s, lines/s and the parse cost per 100,000 lines (extract's time, and lint
# swift minus lint json).
# Usage: scripts/bench_swift_extract.sh BINARY [FILES] [LINES] [RUNS]
set -eu
binary=$1
files=${2:-2000}
lines=${3:-300}
runs=${4:-3}
work=$(mktemp -d "${TMPDIR:-/tmp}/alert-preview-bench-swift.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/tree"
awk -v files="$files" -v lines="$lines" -v dir="$work/tree" 'BEGIN {
  for (f = 0; f < files; f++) {
    module = sprintf("%s/Module%02d", dir, f % 40)
    if (f % 40 == f) system("mkdir -p " module)
    path = sprintf("%s/Screen%04d.swift", module, f)
    n = 0
    print "import UIKit" > path; n++
    print "" > path; n++
    printf "final class Screen%04d: UIViewController {\n", f > path; n++
    if (f % 10 == 0 && (f / 10) % 2 == 0) {
      print "  func confirmDelete(count: Int) {" > path
      print "    let title = NSLocalizedString(\"Delete items?\", comment: \"\")" > path
      print "    let alert = UIAlertController(" > path
      print "      title: title, message: \"These \\(count) items will be deleted.\"," > path
      print "      preferredStyle: .alert)" > path
      print "    alert.addTextField { $0.placeholder = \"Reason\" }" > path
      print "    let delete = UIAlertAction(title: \"Delete\", style: .destructive) { _ in }" > path
      print "    alert.addAction(UIAlertAction(title: \"Cancel\", style: .cancel))" > path
      print "    alert.addAction(delete)" > path
      print "    alert.preferredAction = delete" > path
      print "    present(alert, animated: true)" > path
      print "  }" > path
      n += 12
    } else if (f % 10 == 0) {
      print "  var body: some View {" > path
      print "    Text(\"List\")" > path
      print "      .alert(\"Sign out?\", isPresented: $signingOut) {" > path
      print "        Button(\"Sign Out\", role: .destructive) { signOut() }" > path
      print "        Button(\"Cancel\", role: .cancel) {}" > path
      print "      } message: {" > path
      print "        Text(\"You can sign in again at any time.\")" > path
      print "      }" > path
      print "  }" > path
      n += 9
    }
    m = 0
    while (n < lines - 1) {
      if (n + 10 > lines - 1) { print "  // end of generated code" > path; n++; continue }
      printf "  func step%d(_ values: [Int], label: String) -> String {\n", m > path
      print "    var total = 0" > path
      print "    for value in values where value % 3 != 0 {" > path
      print "      total += value * 2  // a comment to skip" > path
      print "    }" > path
      print "    let text = \"\\(label): \\(total)\"" > path
      print "    guard !text.isEmpty else { return \"\" }" > path
      print "    return text.uppercased()" > path
      print "  }" > path
      print "" > path
      n += 10; m++
    }
    print "}" > path
    close(path)
  }
}'
total_lines=$(find "$work/tree" -name '*.swift' -exec cat {} + | wc -l)
total_files=$(find "$work/tree" -name '*.swift' | wc -l)
"$binary" extract "$work/tree" --out "$work/specs" 2> "$work/extract.txt" > /dev/null
alerts=$(ls "$work/specs" | wc -l)
now() { date +%s.%N; }
# Best wall time of $runs runs of the command.
best() {
  best_time=""
  i=0
  while [ "$i" -lt "$runs" ]; do
    start=$(now)
    "$@" > /dev/null 2>&1 || true
    end=$(now)
    t=$(echo "$end - $start" | bc)
    if [ -z "$best_time" ] || [ "$(echo "$t < $best_time" | bc)" = 1 ]; then best_time=$t; fi
    i=$((i + 1))
  done
  echo "$best_time"
}
extract=$(best "$binary" extract "$work/tree")
lint_swift=$(best "$binary" lint "$work/tree")
lint_json=$(best "$binary" lint "$work/specs")
echo "alert-preview Swift reading: $total_files files, $total_lines lines, $alerts alerts" \
  "($(tail -1 "$work/extract.txt")); best of $runs runs"
printf 'extract:     %6.3f s  %8.0f files/s  %10.0f lines/s  %.3f s per 100,000 lines\n' \
  "$extract" "$(echo "$total_files / $extract" | bc -l)" "$(echo "$total_lines / $extract" | bc -l)" \
  "$(echo "$extract * 100000 / $total_lines" | bc -l)"
printf 'lint swift:  %6.3f s\n' "$lint_swift"
printf 'lint json:   %6.3f s  (the same %d alerts as spec files)\n' "$lint_json" "$alerts"
printf 'reading Swift costs lint %.3f s, %.3f s per 100,000 lines\n' \
  "$(echo "$lint_swift - $lint_json" | bc -l)" \
  "$(echo "($lint_swift - $lint_json) * 100000 / $total_lines" | bc -l)"
