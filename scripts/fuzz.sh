#!/usr/bin/env bash
# Builds the libFuzzer targets with the fuzzer and AddressSanitizer, then runs each for SECONDS
# (default 300) on a scratch copy of its seed corpus in .build/fuzz-runs/<target>/. Fails when
# libFuzzer finds a crash, a timeout (an input over 10 s is a hang, a bug), or an input that
# needs more than 2 GB; prints the reproducer and how to replay it.
#   scripts/fuzz.sh [SECONDS] [TARGET...]     (targets: SpecParser StyleSheetReader LayoutAndDraw)
# Leak detection is off: Foundation and fontconfig keep process-lifetime caches that
# LeakSanitizer reports as leaks, which would drown a real finding.
set -euo pipefail
seconds=${1:-300}
shift || true
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(SpecParser StyleSheetReader LayoutAndDraw)
build=.build/fuzz
# SwiftPM gives every executable a Swift main, so the targets call LLVMFuzzerRunDriver from it
# when built with -DFUZZING (Sources/Fuzz/Support/FuzzDriver.swift).
# The flags reach the build plugins' tools (DrawingVersionTool, EmbedResourcesTool) too; Debian's
# gold linker hits an internal error on its debug information ("internal error in
# format_file_lineno"), so these builds link with the toolchain's own lld.
for target in "${targets[@]}"; do
  "$swift" build -c release --build-path "$build" --sanitize=address -Xswiftc -sanitize=fuzzer \
    -Xswiftc -DFUZZING -Xswiftc -g -Xswiftc -use-ld=lld --product "Fuzz$target" 2>&1 |
    grep -v "Cannot export local symbol" || true
  [ -x "$build/release/Fuzz$target" ] || { echo "fuzz: Fuzz$target did not build" >&2; exit 1; }
done

# Inputs a little over the spec's field limits (1,000-character title and message) and the
# largest seed (17 KB); sheets up to 16 KB, a little over ios.xml (12 KB).
options_for() {
  case $1 in
    SpecParser) echo "-max_len=20000 -dict=Tests/Fuzz/Dictionaries/json5.dict" ;;
    LayoutAndDraw) echo "-max_len=20000 -dict=Tests/Fuzz/Dictionaries/json5.dict" ;;
    StyleSheetReader) echo "-max_len=16384 -dict=Tests/Fuzz/Dictionaries/xml.dict" ;;
  esac
}
# Layout and draw starts from the spec parser's seeds as well as its own.
seeds_for() {
  case $1 in
    LayoutAndDraw) echo "Tests/Fuzz/Corpus/LayoutAndDraw Tests/Fuzz/Corpus/SpecParser" ;;
    *) echo "Tests/Fuzz/Corpus/$1" ;;
  esac
}

export SWIFT_BACKTRACE=enable=no  # libFuzzer and ASan report crashes; the backtracer would hang
export ASAN_OPTIONS="detect_leaks=0:handle_abort=1:symbolize=1"
failed=0
summary=()
for target in "${targets[@]}"; do
  binary="$build/release/Fuzz$target"
  scratch=.build/fuzz-runs/$target
  rm -rf "$scratch"
  mkdir -p "$scratch/corpus" "$scratch/artifacts"
  for folder in $(seeds_for "$target"); do cp "$folder"/* "$scratch/corpus/"; done
  echo "fuzz: $target for ${seconds}s (log: $scratch/fuzz.log)"
  set +e
  # shellcheck disable=SC2046
  "$binary" "$scratch/corpus" $(options_for "$target") -max_total_time="$seconds" \
    -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 -print_final_stats=1 \
    -artifact_prefix="$scratch/artifacts/" >"$scratch/fuzz.log" 2>&1
  status=$?
  set -e
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$scratch/fuzz.log")
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$scratch/fuzz.log")
  coverage=$(grep -o 'cov: [0-9]*' "$scratch/fuzz.log" | tail -1)
  line="$target: ${runs:-?} runs, ${rate:-?} exec/s, ${coverage:-cov: ?}, exit $status"
  summary+=("$line")
  artifacts=("$scratch"/artifacts/*)
  if [ "$status" -ne 0 ] || [ -e "${artifacts[0]}" ]; then
    failed=1
    echo "fuzz: $target FAILED (exit $status)" >&2
    grep -E "ERROR: |SUMMARY: |Fatal error|fuzz check failed" "$scratch/fuzz.log" | head -5 >&2
    for artifact in "${artifacts[@]}"; do
      [ -e "$artifact" ] || continue
      echo "  reproducer: $artifact" >&2
      echo "  replay:     SWIFT_BACKTRACE=enable=no $binary $artifact" >&2
      echo "  or, without sanitizers: swift build --product Fuzz$target && .build/debug/Fuzz$target $artifact" >&2
    done
    echo "  full log:   $scratch/fuzz.log" >&2
  fi
done
printf 'fuzz: %s\n' "${summary[@]}"
exit $failed
