#!/usr/bin/env bash
# fresh_check.sh PACKAGE [ROOT]
# Installs PACKAGE (a .deb, or a tarball with the packages its DEPENDENCIES names) on a
# brand-new machine without any Swift toolchain and checks that it works there: a throwaway
# git repository holding PACKAGE, the Examples (Specs/), Swift sources with
# alerts (Swift/) and installed-check.sh is run by ../shared/tools/fresh-machine/in_fresh.sh
# with FRESH_SWIFT=none in the fresh root ROOT (default /var/tmp/fresh-root; fresh_root.sh
# makes it). Prints installed-check.sh's lines, with the time to the first lint finding.
set -euo pipefail
package=$(realpath "$1")
root=${2:-/var/tmp/fresh-root}
here=$(cd "$(dirname "$0")" && pwd)
repository=$(cd "$here/../.." && pwd)
tools=$repository/../shared/tools/fresh-machine
[ -x "$tools/in_fresh.sh" ] || { echo "fresh_check.sh: no $tools/in_fresh.sh beside the checkout" >&2; exit 2; }
work=$(mktemp -d /var/tmp/alert-preview-fresh-check.XXXXXX)
trap 'rm -rf "$work"' EXIT
cp "$package" "$work/"
cp -r "$repository/Examples" "$work/Specs"
cp -r "$repository/Tests/Fixtures/SwiftSources" "$work/Swift"
cp "$here/installed-check.sh" "$work/"
git -C "$work" init -q
git -C "$work" add -A
git -C "$work" -c user.name=fresh_check -c user.email=fresh-check@example.org commit -qm check
FRESH_SWIFT=none "$tools/in_fresh.sh" "$root" "$work" ./installed-check.sh
