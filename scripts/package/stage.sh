#!/usr/bin/env bash
# stage.sh BINARY ROOT PREFIX
# Lays out alert-preview under ROOT/PREFIX as both packages ship it: `make install`'s bin/ and
# share/ (style sheets, lexicon, rule reference), BINARY stripped, the Swift libraries it loads
# from the toolchain in lib/alert-preview/ (bundle.sh, RUNPATH $ORIGIN-relative), and in
# share/doc/alert-preview/ the copyright file naming what is bundled and under which licence;
# the manual page, made from the binary's help (manpage.sh).
set -euo pipefail
binary=$1
root=$2
prefix=$3
here=$(cd "$(dirname "$0")" && pwd)
repository=$(cd "$here/../.." && pwd)
make --no-print-directory -C "$repository" install DESTDIR="$root" PREFIX="$prefix" \
  BINARY="$(realpath "$binary")" >/dev/null
top=$root$prefix
# The toolchain the binary was linked with: .../usr/lib/swift/linux/libswiftCore.so.
core=$(ldd "$binary" | awk '$1 == "libswiftCore.so" { print $3 }')
[ -n "$core" ] || { echo "stage.sh: $binary loads no libswiftCore.so (ldd)" >&2; exit 2; }
toolchain=$(cd "$(dirname "$(realpath "$core")")/../../.." && pwd -P)
strip --remove-section=.comment "$top/bin/alert-preview"
"$here/bundle.sh" "$top/bin/alert-preview" "$top/lib/alert-preview"
strip --strip-unneeded --remove-section=.comment "$top"/lib/alert-preview/*.so
chmod 644 "$top"/lib/alert-preview/*.so
doc=$top/share/doc/alert-preview
bundled=$(cd "$top/lib/alert-preview" && ls)
# The years of the project's commits (this year outside a git checkout).
years=$(git -C "$repository" log --format=%cd --date=format:%Y 2>/dev/null | sort -u | sed -n '1p;$p' | uniq |
  paste -sd- -)
{
  sed "s/@YEARS@/${years:-$(date +%Y)}/" "$here/copyright.head"
  echo
  echo "Files: lib/alert-preview/*"
  echo "Comment: from the Swift toolchain alert-preview was built with: $("$toolchain/bin/swift" --version 2>&1 | sed -n 1p)"
  printf '%s\n' "$bundled" | sed 's/^/ /'
  echo "Copyright: 2014 Apple Inc. and the Swift project authors"
  echo "License: Apache-2.0 with Runtime Library Exception"
  echo " On Debian systems the Apache License 2.0 is in /usr/share/common-licenses/Apache-2.0;"
  echo " the Swift project's text with its exception is in swift-LICENSE.txt beside this file."
  if printf '%s\n' "$bundled" | grep -q '^lib_FoundationICU\.so$'; then
    echo
    echo "Files: lib/alert-preview/lib_FoundationICU.so"
    echo "Copyright: Unicode, Inc. and others"
    echo "License: Unicode-3.0"
    echo " ICU as swift-foundation-icu builds it into Foundation; the licence text is in that"
    echo " project's LICENSE file (github.com/swiftlang/swift-foundation-icu)."
  fi
} >"$doc/copyright"
install -m 644 "$toolchain/share/swift/LICENSE.txt" "$doc/swift-LICENSE.txt"
mkdir -p "$top/share/man/man1"
"$here/manpage.sh" "$top/bin/alert-preview" | gzip -9n >"$top/share/man/man1/alert-preview.1.gz"
chmod 644 "$top/share/man/man1/alert-preview.1.gz"
