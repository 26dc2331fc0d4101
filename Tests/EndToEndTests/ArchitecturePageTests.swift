import Foundation
import Testing

/// docs/architecture.md's module table is Package.swift's: a module added or an import changed
/// fails here until the page says so. (Read from Package.swift's text, which the house style
/// keeps declarative: `swift package dump-package` would wait on the lock `swift test` holds.)
@Suite struct ArchitecturePageTests {
  /// Each `.target(` or `.executableTarget(` call: its name and the names in `dependencies:`.
  static func targets(in manifest: String) -> [(name: String, imports: [String])] {
    var targets: [(String, [String])] = []
    var rest = manifest[...]
    while let start = rest.range(of: #"\.(target|executableTarget)\("#, options: .regularExpression)
    {
      var depth = 0
      var end = start.upperBound
      for index in rest[start.lowerBound...].indices {
        let character = rest[index]
        if character == "(" { depth += 1 }
        if character == ")" {
          depth -= 1
          if depth == 0 {
            end = index
            break
          }
        }
      }
      let call = String(rest[start.upperBound..<end])
      rest = rest[end...]
      guard let name = Self.strings(in: call, after: "name:").first else { continue }
      targets.append((name, Self.strings(in: call, after: "dependencies:", list: true)))
    }
    return targets
  }

  /// The string literals after `label` (the first, or every one in the `[…]` that follows).
  static func strings(in text: String, after label: String, list: Bool = false) -> [String] {
    guard let found = text.range(of: label) else { return [] }
    var tail = text[found.upperBound...]
    if list {
      guard let open = tail.firstIndex(of: "["), let close = tail.firstIndex(of: "]") else {
        return []
      }
      tail = tail[open..<close]
    }
    let parts = tail.split(separator: "\"", omittingEmptySubsequences: false)
    let literals = stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }
    return list ? literals : Array(literals.prefix(1))
  }

  @Test func theModuleTableIsPackageSwifts() throws {
    let manifest = try String(
      contentsOf: Binary.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    var rows = ["| module | imports | C modules |", "| --- | --- | --- |"]
    for target in Self.targets(in: manifest)
    where target.name.hasPrefix("Alert") || ["StyleSheet", "alert-preview"].contains(target.name) {
      let swift = target.imports.filter { !$0.hasPrefix("C") }.joined(separator: ", ")
      let c = target.imports.filter { $0.hasPrefix("C") }.map { "`\($0)`" }
        .joined(separator: ", ")
      rows.append("| `\(target.name)` | \(swift) | \(c) |")
    }
    #expect(rows.count > 15, "Package.swift's targets were not found")
    let table = rows.joined(separator: "\n")
    let page = try String(
      contentsOf: Binary.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
    #expect(page.contains(table), "docs/architecture.md's module table should read:\n\(table)")
  }
}
