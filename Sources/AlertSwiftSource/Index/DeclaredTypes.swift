/// The types a Swift file declares or extends, found in one pass over its bytes without
/// parsing it, so that only the files declaring what the alerts' copy names are parsed for
/// ``DeclarationIndex``.
struct DeclaredTypes {
  /// Every name of the file's type declarations and extensions, each part of a dotted one
  /// too (`extension L10n.Settings` gives `L10n` and `Settings`).
  var names: Set<String> = []
  /// The classes the file declares as subclasses of `UIAlertController`.
  var alertControllers: Set<String> = []

  private static let introducers: Set<String> = ["enum", "struct", "class", "actor", "extension"]

  init(in text: String) {
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      guard CalledNames.isIdentifier(bytes[index]) else {
        index += 1
        continue
      }
      let word = Self.identifier(bytes, from: &index)
      guard Self.introducers.contains(word) else { continue }
      Self.skipSpaces(bytes, from: &index)
      var parts: [String] = []
      while index < bytes.count, CalledNames.isIdentifier(bytes[index]) {
        parts.append(Self.identifier(bytes, from: &index))
        guard index < bytes.count, bytes[index] == UInt8(ascii: ".") else { break }
        index += 1
      }
      guard let first = parts.first, first.first?.isNumber == false else { continue }
      names.formUnion(parts)
      // `class Name: UIAlertController`.
      Self.skipSpaces(bytes, from: &index)
      guard word == "class", parts.count == 1, index < bytes.count,
        bytes[index] == UInt8(ascii: ":")
      else { continue }
      index += 1
      Self.skipSpaces(bytes, from: &index)
      var inherited = ""
      while index < bytes.count,
        CalledNames.isIdentifier(bytes[index]) || bytes[index] == UInt8(ascii: ".")
      {
        inherited.append(Character(Unicode.Scalar(bytes[index])))
        index += 1
      }
      if inherited == "UIAlertController" || inherited.hasSuffix(".UIAlertController") {
        alertControllers.insert(first)
      }
    }
  }

  /// The identifier starting at `index`, which ends past it.
  private static func identifier(_ bytes: [UInt8], from index: inout Int) -> String {
    let start = index
    while index < bytes.count, CalledNames.isIdentifier(bytes[index]) { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private static func skipSpaces(_ bytes: [UInt8], from index: inout Int) {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }
}
