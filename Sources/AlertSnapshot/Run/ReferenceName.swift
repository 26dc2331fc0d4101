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
  /// Pixels per point, 1 to 3.
  var scale: Int

  /// The configuration part of the name: `iphone-se.portrait.light@2x`.
  var slug: String {
    "\(device).\(orientation.rawValue).\(appearance.rawValue)@\(scale)x"
  }

  /// Parses `relative`; `nil` when it does not follow the scheme exactly.
  init?(_ relative: String) {
    let components = relative.split(separator: "/", omittingEmptySubsequences: false)
    guard components.count == 2, components[1].hasSuffix(".png") else { return nil }
    let id = String(components[0])
    guard Self.isIdentifier(id), components[1].hasPrefix(id + ".") else { return nil }
    let slug = components[1].dropFirst(id.count + 1).dropLast(4)
    let fields = slug.split(separator: ".", omittingEmptySubsequences: false)
    guard fields.count == 3 else { return nil }
    let last = fields[2].split(separator: "@", omittingEmptySubsequences: false)
    guard last.count == 2, last[1].hasSuffix("x"),
      let scale = Int(last[1].dropLast()), (1...3).contains(scale),
      String(scale) + "x" == last[1],
      Self.isIdentifier(String(fields[0])),
      let orientation = Orientation(rawValue: String(fields[1])),
      let appearance = Appearance(rawValue: String(last[0]))
    else { return nil }
    self.id = id
    self.device = String(fields[0])
    self.orientation = orientation
    self.appearance = appearance
    self.scale = scale
  }

  /// Whether `text` has the shape of an alert or device id: `[a-z0-9][a-z0-9-]*`.
  static func isIdentifier(_ text: String) -> Bool {
    func allowed(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("0"..."9").contains(s) }
    guard let first = text.unicodeScalars.first, allowed(first) else { return false }
    return text.unicodeScalars.allSatisfy { allowed($0) || $0 == "-" }
  }
}
