#!/usr/bin/env bash
# dist.sh BINARY OUTDIR
# Builds OUTDIR/alert-preview-<version>-linux-x86_64.tar.gz from BINARY, for distributions
# other than Debian: one folder holding bin/, lib/alert-preview/ (the Swift libraries, RUNPATH
# $ORIGIN-relative, so the folder can live anywhere) and share/, with
# share/doc/alert-preview/DEPENDENCIES: the glibc it needs, each system library it loads with
# the Debian package it came from here, and the data packages (runtime-data.txt). Prints the
# path.
set -euo pipefail
binary=$1
out=$2
here=$(cd "$(dirname "$0")" && pwd)
version=$("$binary" --version | sed -n 's/^alert-preview //p')
name=alert-preview-$version-linux-x86_64
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$here/stage.sh" "$binary" "$work" "/$name"
top=$work/$name
libdir=$top/lib/alert-preview

needed() { readelf -d "$1" | sed -n 's/.*(NEEDED) *Shared library: \[\(.*\)\]/\1/p'; }
glibc=$(for file in "$top/bin/alert-preview" "$libdir"/*.so; do objdump -T "$file"; done |
  grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -n 1)
{
  echo "# What alert-preview $version needs from the system besides what it bundles in"
  echo "# lib/alert-preview (the Swift runtime, Foundation, SwiftParser and SwiftSyntax)."
  echo "# Built on $(. /etc/os-release && echo "$PRETTY_NAME"); the binary and its libraries need ${glibc/_/ } or newer."
  echo "#"
  echo "# Libraries, by soname, with the Debian package each came from on the build machine:"
  for file in "$top/bin/alert-preview" "$libdir"/*.so; do needed "$file"; done | sort -u |
    while read -r soname; do
      [ ! -e "$libdir/$soname" ] || continue
      path=$(ldd "$top/bin/alert-preview" | awk -v n="$soname" '$1 == n && $2 == "=>" { print $3 } $1 ~ n "$" { print $1 }' | head -n 1)
      owner=""
      for candidate in "$path" "$(realpath "$path")" "${path#/usr}" "/usr$path"; do
        owner=$(dpkg -S "$candidate" 2>/dev/null | sed -n '1s/:.*//p') && [ -n "$owner" ] && break
      done
      [ -n "$owner" ] || { echo "dist.sh: no Debian package owns $soname ($path)" >&2; exit 2; }
      echo "library: $soname ($owner)"
    done
  echo "#"
  echo "# Data it reads: fonts (through fontconfig), Hunspell dictionaries from /usr/share/hunspell,"
  echo "# WordNet from /usr/share/wordnet. Every Debian package, libraries' and data's:"
} >"$work/DEPENDENCIES"
{
  cat "$work/DEPENDENCIES"
  { sed -n 's/^library: .* (\(.*\))$/\1/p' "$work/DEPENDENCIES"; grep -v '^#' "$here/runtime-data.txt"; } |
    awk '!seen[$0]++ { print "package: " $0 }'
} >"$top/share/doc/alert-preview/DEPENDENCIES"
chmod 644 "$top/share/doc/alert-preview/DEPENDENCIES"

mkdir -p "$out"
tarball=$out/$name.tar.gz
tar --sort=name --owner=0 --group=0 --numeric-owner \
  --mtime="@${SOURCE_DATE_EPOCH:-$(date +%s)}" -C "$work" -czf "$tarball" "$name"
echo "$tarball"
