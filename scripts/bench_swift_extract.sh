#!/bin/sh
# `make bench-swift`: how fast Swift sources are read. Generates FILES Swift files (default
# 2000) of LINES lines each (default 300), one alert in every tenth file (UIKit and SwiftUI in
# turn, with NSLocalizedString, a let-held title, an interpolation and a text field), then
# times, best of RUNS (default 3):
#   extract      alert-preview extract TREE (parse + find, specs to stdout)
#   lint swift   alert-preview lint TREE
#   lint json    alert-preview lint SPECS, the same alerts written by `extract --out SPECS`
# and prints files/s, lines/s and the parse cost per 100,000 lines, wall and CPU (extract, and lint
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
# "WALL CPU": the best wall time and the best CPU time (user + system) of $runs runs. CPU time
# is what the work costs; wall time also shows the threads and any other load on the machine.
best() {
  best_wall=""
  best_cpu=""
  i=0
  while [ "$i" -lt "$runs" ]; do
    /usr/bin/time -f "%e %U %S" -o "$work/time" "$@" > /dev/null 2>&1 || true
    # GNU time puts "Command exited with non-zero status 1" first when lint finds errors.
    tail -n 1 "$work/time" > "$work/time.last"
    read -r wall user sys < "$work/time.last"
    cpu=$(echo "$user + $sys" | bc)
    if [ -z "$best_wall" ] || [ "$(echo "$wall < $best_wall" | bc)" = 1 ]; then best_wall=$wall; fi
    if [ -z "$best_cpu" ] || [ "$(echo "$cpu < $best_cpu" | bc)" = 1 ]; then best_cpu=$cpu; fi
    i=$((i + 1))
  done
  echo "$best_wall $best_cpu"
}
per100k() { echo "$1 * 100000 / $total_lines" | bc -l; }
set -- $(best "$binary" extract "$work/tree"); extract_wall=$1; extract_cpu=$2
set -- $(best "$binary" lint "$work/tree"); lint_swift_wall=$1; lint_swift_cpu=$2
set -- $(best "$binary" lint "$work/specs"); lint_json_wall=$1; lint_json_cpu=$2
echo "alert-preview Swift reading: $total_files files, $total_lines lines, $alerts alerts" \
  "($(tail -1 "$work/extract.txt")); best of $runs runs on $(nproc) processors"
printf '%-12s %8s %8s %10s %11s %16s\n' "" "wall s" "CPU s" "files/s" "lines/s" "s/100k lines"
row() {
  printf '%-12s %8.3f %8.3f %10.0f %11.0f %8.3f wall %6.3f CPU\n' "$1" "$2" "$3" \
    "$(echo "$total_files / $2" | bc -l)" "$(echo "$total_lines / $2" | bc -l)" \
    "$(per100k "$2")" "$(per100k "$3")"
}
row extract "$extract_wall" "$extract_cpu"
row "lint swift" "$lint_swift_wall" "$lint_swift_cpu"
printf '%-12s %8.3f %8.3f   (the same %d alerts as spec files)\n' "lint json" "$lint_json_wall" \
  "$lint_json_cpu" "$alerts"
printf 'reading Swift adds to lint: %.3f s wall, %.3f s CPU; per 100,000 lines %.3f s wall, %.3f s CPU\n' \
  "$(echo "$lint_swift_wall - $lint_json_wall" | bc -l)" \
  "$(echo "$lint_swift_cpu - $lint_json_cpu" | bc -l)" \
  "$(per100k "$(echo "$lint_swift_wall - $lint_json_wall" | bc -l)")" \
  "$(per100k "$(echo "$lint_swift_cpu - $lint_json_cpu" | bc -l)")"
