internal import SwiftSyntax

extension TokenSyntax {
  /// The name a token declares or references, without the backticks that let a keyword be a
  /// name: `` `open` `` and `open` are one name (SwiftGen writes `` static let `default` ``).
  var plainName: String {
    let raw = text
    guard raw.count >= 2, raw.hasPrefix("`"), raw.hasSuffix("`") else { return raw }
    return String(raw.dropFirst().dropLast())
  }
}
