#!/usr/bin/env bash
# static-stdlib-casts.sh: why the packages bundle the shared Swift runtime instead of linking it
# statically. Builds one small program that parses Swift with the toolchain's SwiftParser twice,
# with and without -static-stdlib, and prints what a dynamic cast of a SwiftSyntax node gives
# in each. SwiftParser exists only as a shared library that loads the shared runtime; a
# -static-stdlib binary has a second, private runtime that does not know SwiftSyntax's
# conformances, so the casts fail (false, and String(describing:) dumps fields).
set -euo pipefail
swift=${SWIFT:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}
host=$(cd "$(dirname "$(realpath "$swift")")/../lib/swift/host" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat >"$work/casts.swift" <<'SWIFT'
import SwiftParser
import SwiftSyntax

let tree = Parser.parse(source: "let a = 1\n")
let item: Any = tree.statements.first!
print("  as? CustomStringConvertible:", item as? CustomStringConvertible != nil)
print("  String(describing:):", String(describing: item).prefix(50))
let syntax: Any = Syntax(tree)
print("  as? any SyntaxProtocol:", syntax as? any SyntaxProtocol != nil)
SWIFT
for mode in shared static; do
  flags=()
  [ "$mode" = shared ] || flags=(-static-stdlib)
  "$swift" -O "${flags[@]}" "$work/casts.swift" -I "$host" -L "$host" -lSwiftParser -lSwiftSyntax \
    -Xlinker -rpath -Xlinker "$host" -o "$work/casts-$mode" 2>/dev/null
  echo "$mode Swift runtime:"
  "$work/casts-$mode"
done
