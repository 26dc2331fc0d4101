/// Alert ids in request paths, checked as the spec format defines them
/// (`[a-z0-9][a-z0-9-]*`), so that no request text can name anything else.
enum AlertID {
  /// Whether `text` is an id the spec format allows.
  static func isValid(_ text: Substring) -> Bool {
    guard let first = text.unicodeScalars.first, text.utf8.count <= 200 else { return false }
    func isLowerAlnum(_ scalar: Unicode.Scalar) -> Bool {
      ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }
    return isLowerAlnum(first) && text.unicodeScalars.allSatisfy { isLowerAlnum($0) || $0 == "-" }
  }
}
