#!/usr/bin/env bash
# deb.sh BINARY OUTDIR
# Builds OUTDIR/alert-preview_<version>_amd64.deb from BINARY (the release build; the tests
# use the debug one): stage.sh's tree under /usr, `Depends:` from the libraries the binary and
# the bundled libraries really load (dpkg-shlibdeps) plus the data in runtime-data.txt, and
# the version BINARY prints, so the package is named for what is in it. Prints the path.
# DEB_COMPRESSION=none|gzip|xz (default xz), DEB_MAINTAINER="Name <address>".
set -euo pipefail
binary=$1
out=$2
here=$(cd "$(dirname "$0")" && pwd)
repository=$(cd "$here/../.." && pwd)
say() { echo "deb.sh: $*" >&2; }
for tool in dpkg-deb dpkg-shlibdeps patchelf; do
  command -v "$tool" >/dev/null || { say "needs $tool: apt-get install dpkg-dev patchelf (make deb does)"; exit 2; }
done

version=$("$binary" --version | sed -n 's/^alert-preview //p')
[[ $version =~ ^[0-9][A-Za-z0-9.+~-]*$ ]] || { say "'$version' from $binary --version is no Debian version"; exit 2; }
commit_time=$(git -C "$repository" log -1 --format=%ct 2>/dev/null || date +%s)
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$commit_time}
maintainer=${DEB_MAINTAINER:-$(git -C "$repository" log -1 --format='%an <%ae>' 2>/dev/null || true)}
[ -n "$maintainer" ] || { say "set DEB_MAINTAINER='Name <address>' (no git history to take it from)"; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# dpkg-shlibdeps reads debian/control and takes debian/<package>/ for the package's own tree,
# whose libraries (the bundled ones) need no dependency.
tree=$work/debian/alert-preview
mkdir -p "$tree"
"$here/stage.sh" "$binary" "$tree" /usr

doc=$tree/usr/share/doc/alert-preview
changelog=$doc/changelog.gz
[[ $version == *-* ]] && changelog=$doc/changelog.Debian.gz # a revision: not a native version
{
  echo "alert-preview ($version) unstable; urgency=medium"
  echo
  echo "  * Built from $(git -C "$repository" describe --always --dirty 2>/dev/null || echo "a source tree")."
  echo "    The changes are in the project's git history."
  echo
  echo " -- $maintainer  $(date -R -u -d "@$SOURCE_DATE_EPOCH")"
} | gzip -9n >"$changelog"
chmod 644 "$changelog"

printf 'Source: alert-preview\n\nPackage: alert-preview\nArchitecture: amd64\n' >"$work/debian/control"
(
  cd "$work"
  dpkg-shlibdeps -O -e"debian/alert-preview/usr/bin/alert-preview" \
    $(printf -- '-edebian/alert-preview/usr/lib/alert-preview/%s ' $(ls "$tree/usr/lib/alert-preview")) \
    2>"$work/shlibdeps.log" >"$work/shlibs" || { cat "$work/shlibdeps.log" >&2; exit 2; }
)
libraries=$(sed -n 's/^shlibs:Depends=//p' "$work/shlibs")
data=$(grep -v '^#' "$here/runtime-data.txt" | paste -sd, - | sed 's/,/, /g')

mkdir -p "$tree/DEBIAN"
cat >"$tree/DEBIAN/control" <<CONTROL
Package: alert-preview
Version: $version
Architecture: amd64
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$tree" | cut -f1)
Depends: $libraries, $data
Section: devel
Priority: optional
Description: lints and renders iOS alert copy
 alert-preview checks iOS alert copy (JSON specs, Swift sources, String
 Catalogs) against the NHS App design system's and Apple's alert guidance,
 and draws each alert as UIKit does on real device sizes with Cairo and
 Pango: PNG, SVG and PDF previews, an HTML gallery, a PDF review pack,
 snapshot tests and a local live preview.
 .
 The Swift runtime and the SwiftParser libraries it reads Swift sources
 with are bundled in /usr/lib/alert-preview: no Swift toolchain is needed.
CONTROL
(cd "$tree" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$tree/DEBIAN/md5sums"
chmod 644 "$tree/DEBIAN/control" "$tree/DEBIAN/md5sums"
find "$tree" -type d -exec chmod 755 {} +

mkdir -p "$out"
deb=$out/alert-preview_${version}_amd64.deb
dpkg-deb --root-owner-group -Z"${DEB_COMPRESSION:-xz}" --build "$tree" "$deb" >/dev/null
echo "$deb"
