#!/bin/sh
# alert-preview's version, from one place: `git describe` in a git checkout of this repository
# (tags vX.Y.Z: `0.2.0`, `0.2.0-3-gabc1234`, `-dirty` with uncommitted changes); while no
# vX.Y.Z tag exists, VERSION with git describe's form (`0.1.0-320-g365d5d0`, the count of all
# commits; no count in a shallow clone, which cannot count them: `0.1.0-g365d5d0`); VERSION
# alone outside a git checkout (a source tarball). Every form is also a valid Debian version.
#
#   scripts/version.sh                  prints it
#   scripts/version.sh --swift FOLDER   writes FOLDER/AlertPreviewVersion+Current.swift when it
#                                       changed (VersionPlugin runs this before every build)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd -P)
base=$(tr -d ' \n' <"$root/VERSION")

version=$base
# Only this repository's own history: a source tarball unpacked inside another repository
# must not take that one's version.
top=$(git -C "$root" rev-parse --show-toplevel 2>/dev/null || true)
if [ -n "$top" ] && [ "$(cd "$top" && pwd -P)" = "$root" ]; then
  if described=$(git -C "$root" describe --tags --match 'v[0-9]*' --dirty 2>/dev/null); then
    version=${described#v}
  elif commit=$(git -C "$root" describe --always --abbrev=7 --dirty 2>/dev/null); then
    if [ "$(git -C "$root" rev-parse --is-shallow-repository)" = true ]; then
      version=$base-g$commit
    else
      version=$base-$(git -C "$root" rev-list --count HEAD)-g$commit
    fi
  fi
fi

if [ "${1:-}" != --swift ]; then
  echo "$version"
  exit 0
fi
[ -n "${2:-}" ] || { echo "scripts/version.sh: --swift needs a folder to write into" >&2; exit 2; }
mkdir -p "$2"
file=$2/AlertPreviewVersion+Current.swift
cat >"$file.tmp" <<SWIFT
// Written by scripts/version.sh at build time (VersionPlugin); not checked in.
extension AlertPreviewVersion {
  /// \`$version\`: \`git describe\`, or VERSION outside a git checkout.
  package static let current = "$version"
}
SWIFT
# Unchanged, the file keeps its date, so SwiftPM compiles nothing again.
if cmp -s "$file.tmp" "$file"; then rm "$file.tmp"; else mv "$file.tmp" "$file"; fi
