#!/usr/bin/env bash
# bundle.sh BINARY LIBDIR
# Copies into LIBDIR every shared library BINARY loads from the Swift toolchain (the runtime,
# Foundation and the SwiftParser/SwiftSyntax host libraries, found with ldd), then points
# BINARY's RUNPATH at LIBDIR relative to itself ($ORIGIN/..) and each copied library's at
# $ORIGIN, so nothing is looked up in the toolchain any more. A library that is neither the
# toolchain's nor a Debian package's is an error: it could be neither bundled nor depended on.
set -euo pipefail
binary=$1
libdir=$2
say() { echo "bundle.sh: $*" >&2; }
command -v patchelf >/dev/null || { say "needs patchelf: apt-get install patchelf (make deb does)"; exit 2; }

# The toolchain's lib/swift: where the binary's RUNPATH finds libswiftCore.so.
core=$(ldd "$binary" | awk '$1 == "libswiftCore.so" { print $3 }')
[ -n "$core" ] || { say "$binary loads no libswiftCore.so from a toolchain (ldd found none)"; exit 2; }
toolchain=$(cd "$(dirname "$(realpath "$core")")/.." && pwd -P)

mkdir -p "$libdir"
ldd "$binary" | awk '$2 == "=>" { print $1, $3 }' | while read -r name path; do
  [ "$path" != "not" ] || { say "$binary needs $name, which the loader cannot find"; exit 2; }
  real=$(realpath "$path")
  case $real in
  "$toolchain"/*)
    install -m 644 "$real" "$libdir/$name"
    patchelf --set-rpath '$ORIGIN' "$libdir/$name"
    ;;
  *)
    dpkg -S "$real" >/dev/null 2>&1 || dpkg -S "$path" >/dev/null 2>&1 || {
      say "$name ($real) is neither the Swift toolchain's nor from a Debian package"
      exit 2
    }
    ;;
  esac
done
# The binary finds them from bin/ through ../lib/alert-preview, wherever the tree is unpacked.
patchelf --set-rpath "\$ORIGIN/$(realpath -m --relative-to="$(dirname "$binary")" "$libdir")" "$binary"
