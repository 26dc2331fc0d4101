import AlertLayout
import StyleSheet

/// A path relative to the references folder that follows the reference scheme,
/// `<id>/<id>.<device>.<orientation>.<appearance>@<scale>x.png`, taken apart.
///
/// Only such names can be orphans: a reference of an alert that no longer exists can only be
/// recognised by its shape, so anything else in the folder (photos, documentation images,
/// notes) is never deleted.
struct ReferenceName: Hashable {
  /// The alert id: the folder's name and the file name's first part.
  var id: String
  /// The device id, which may be one the style sheet no longer has.
  var device: String
  var orientation: Orientation
  var appearance: Appearance
  /// The locale part (`de`, `pt-BR`, `en-XA`), absent for the spec's own text.
  var locale: String?
  /// The text size part; absent means Large.
  var textSize: TextSize
  /// Pixels per point, 1 to 3.
  var scale: Int

  /// The configuration part of the name: `iphone-se.portrait.light@2x`,
  /// `iphone-se.portrait.light.de.AX3@2x`.
  var slug: String {
    RenderConfiguration.slug(
      device: device, orientation: orientation, appearance: appearance, locale: locale,
      textSize: textSize, scale: scale)
  }

  /// Parses `relative`; `nil` when it does not follow the scheme exactly.
  init?(_ relative: String) {
    let components = relative.split(separator: "/", omittingEmptySubsequences: false)
    guard components.count == 2, components[1].hasSuffix(".png") else { return nil }
    let id = String(components[0])
    guard Self.isIdentifier(id), components[1].hasPrefix(id + ".") else { return nil }
    let full = components[1].dropFirst(id.count + 1).dropLast(4)
    let atSign = full.split(separator: "@", omittingEmptySubsequences: false)
    guard atSign.count == 2, atSign[1].hasSuffix("x"),
      let scale = Int(atSign[1].dropLast()), (1...3).contains(scale),
      String(scale) + "x" == atSign[1]
    else { return nil }
    var fields = atSign[0].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    var textSize = TextSize.standard
    if fields.count > 3, let size = TextSize(rawValue: fields[fields.count - 1]),
      size != .standard
    {
      textSize = size
      fields.removeLast()
    }
    var locale: String?
    if fields.count == 4, Self.isLocale(fields[3]) {
      locale = fields[3]
      fields.removeLast()
    }
    guard fields.count == 3, Self.isIdentifier(fields[0]),
      let orientation = Orientation(rawValue: fields[1]),
      let appearance = Appearance(rawValue: fields[2])
    else { return nil }
    self.id = id
    self.device = fields[0]
    self.orientation = orientation
    self.appearance = appearance
    self.locale = locale
    self.textSize = textSize
    self.scale = scale
  }

  /// Whether `text` has the shape of an alert or device id: `[a-z0-9][a-z0-9-]*`.
  static func isIdentifier(_ text: String) -> Bool {
    func allowed(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("0"..."9").contains(s) }
    guard let first = text.unicodeScalars.first, allowed(first) else { return false }
    return text.unicodeScalars.allSatisfy { allowed($0) || $0 == "-" }
  }

  /// Whether `text` has the shape of a locale identifier: a lowercase language of two to
  /// eight letters, then subtags of letters and digits joined by `-` (`de`, `pt-BR`,
  /// `zh-Hans`, `en-XA`, and the pseudo-locale `double`).
  static func isLocale(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard let language = parts.first, (2...8).contains(language.count),
      language.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) })
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      (1...8).contains(part.count)
        && part.unicodeScalars.allSatisfy {
          ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
    }
  }
}
