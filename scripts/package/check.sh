#!/usr/bin/env bash
# check.sh PACKAGE (a .deb from deb.sh or a .tar.gz from dist.sh)
# Checks what the package must hold to run where there is no Swift toolchain, on the package
# itself, unpacked into a temporary folder:
#   - the binary's RUNPATH is $ORIGIN/../lib/alert-preview and each bundled library's $ORIGIN:
#     nothing is looked up in a toolchain's absolute path;
#   - the unpacked binary loads every Swift library from the package (ldd) and prints the
#     version the package is named for;
#   - every library the binary or a bundled library needs is bundled, or comes from a Debian
#     package that Depends names (dpkg -S on the library the loader finds here) or, in a
#     tarball, is listed in share/doc/alert-preview/DEPENDENCIES;
#   - Depends (or DEPENDENCIES) names every package of runtime-data.txt.
# Prints one line per problem and exits 1 if there is any.
set -euo pipefail
package=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
problems=0
problem() { echo "check.sh: $(basename "$package"): $*"; problems=$((problems + 1)); }

case $package in
*.deb)
  dpkg-deb -x "$package" "$work"
  top=$work/usr
  version=$(dpkg-deb -f "$package" Version)
  # The package names of Depends, without versions or alternatives' bars.
  depends=$(dpkg-deb -f "$package" Depends | tr ',|' '\n\n' | sed 's/(.*)//; s/ //g' | sed '/^$/d')
  ;;
*.tar.gz)
  tar -xzf "$package" -C "$work"
  top=$(echo "$work"/alert-preview-*)
  version=${top##*/alert-preview-}
  version=${version%-linux-x86_64}
  depends=$(sed -n 's/^package: //p' "$top/share/doc/alert-preview/DEPENDENCIES")
  ;;
*) problem "is neither a .deb nor a .tar.gz"; exit 1 ;;
esac
binary=$top/bin/alert-preview
libdir=$top/lib/alert-preview
[ -x "$binary" ] || { problem "has no bin/alert-preview"; exit 1; }
[ "$(basename "$package")" = "alert-preview_${version}_amd64.deb" ] ||
  [ "$(basename "$package")" = "alert-preview-$version-linux-x86_64.tar.gz" ] ||
  problem "is not named for its version $version"

runpath() { readelf -d "$1" | sed -n 's/.*(RUNPATH) *Library runpath: \[\(.*\)\]/\1/p'; }
needed() { readelf -d "$1" | sed -n 's/.*(NEEDED) *Shared library: \[\(.*\)\]/\1/p'; }
[ "$(runpath "$binary")" = '$ORIGIN/../lib/alert-preview' ] ||
  problem "bin/alert-preview's RUNPATH is '$(runpath "$binary")', not \$ORIGIN/../lib/alert-preview"
for library in "$libdir"/*.so; do
  case $(runpath "$library") in '' | '$ORIGIN') ;; *)
    problem "lib/alert-preview/${library##*/}'s RUNPATH is '$(runpath "$library")', not \$ORIGIN" ;;
  esac
done

printed=$("$binary" --version 2>&1) || true
[ "$printed" = "alert-preview $version" ] ||
  problem "the binary prints '$(echo "$printed" | head -n 1)', not 'alert-preview $version'"

# Where this machine's loader finds each library the unpacked binary loads.
# (The dynamic loader itself is listed by its path alone.)
ldd "$binary" | awk '$2 == "=>" { print $1, $3 } $1 ~ /^\// { n = split($1, p, "/"); print p[n], $1 }' |
  while read -r name path; do
    if [ "$path" = not ]; then echo "$name not"; else echo "$name $(realpath "$path")"; fi
  done >"$work/loaded"
while read -r name path; do
  [ "$path" != not ] || { problem "the loader finds no $name"; continue; }
  case $path in "$(realpath "$libdir")"/*) continue ;; esac
  case $name in libswift* | libSwift* | libFoundation* | lib_Foundation* | libdispatch* | libBlocksRuntime*)
    problem "$name is loaded from $path, outside the package" ;;
  esac
done <"$work/loaded"

# Each library the package's own files need: bundled, or from a package it depends on.
for file in "$binary" "$libdir"/*.so; do needed "$file"; done | sort -u >"$work/needed"
while read -r name; do
  [ ! -e "$libdir/$name" ] || continue
  path=$(awk -v n="$name" '$1 == n { print $2 }' "$work/loaded")
  [ -n "$path" ] && [ "$path" != not ] || { problem "needs $name, which is not found here"; continue; }
  owner=""
  for candidate in "$path" "$(realpath "$path")" "${path#/usr}" "/usr$path"; do
    owner=$(dpkg -S "$candidate" 2>/dev/null | sed -n '1s/:.*//p') && [ -n "$owner" ] && break
  done
  if [ -z "$owner" ]; then
    problem "needs $name ($path), which no Debian package here owns"
  elif [[ $package == *.tar.gz ]]; then
    grep -q "^library: $name " "$top/share/doc/alert-preview/DEPENDENCIES" ||
      problem "needs $name, which DEPENDENCIES does not list"
  fi
  grep -qx "$owner" <<<"$depends" || problem "needs $name from $owner, which it does not depend on"
done <"$work/needed"

for data in $(grep -v '^#' "$here/runtime-data.txt"); do
  grep -qx "$data" <<<"$depends" || problem "does not depend on $data (runtime-data.txt)"
done

if [ "$problems" -gt 0 ]; then exit 1; fi
echo "check.sh: $(basename "$package"): RUNPATH \$ORIGIN-relative, $(ls "$libdir" | wc -l) Swift libraries bundled, $(wc -l <"$work/needed") libraries needed, each bundled or depended on"
