/// A character of a text that the preview cannot draw as itself: no font of the style sheet
/// has a glyph for it (Pango draws a box with its code point), or it is a private-use
/// character, whose glyph is whatever the font that drew it keeps there (Inter's U+E000 is an
/// ornament; SF Pro's U+F8FF is the Apple logo), never what the copy meant.
public struct MissingCharacter: Hashable, Sendable, Codable {
  /// Why the character has no glyph of its own.
  public enum Reason: String, Hashable, Sendable, Codable {
    /// No font of the style sheet has the character; it is drawn as a box.
    case noFont = "no-font"
    /// A private-use code point (U+E000–U+F8FF, planes 15 and 16): no standard glyph exists.
    case privateUse = "private-use"
  }

  /// The character: one Unicode scalar.
  public var character: String
  /// Its code point, `U+E000`.
  public var codePoint: String
  /// Where it is in the text, in characters (grapheme clusters) from the start, as lint
  /// findings count them.
  public var offset: Int
  public var reason: Reason

  public init(character: String, codePoint: String, offset: Int, reason: Reason) {
    self.character = character
    self.codePoint = codePoint
    self.offset = offset
    self.reason = reason
  }

  /// `U+E000`, `U+1F389`: at least four upper-case hex digits.
  public static func codePoint(of scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// Whether `scalar` is in a private use area.
  public static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .privateUse
  }

  /// The missing characters of `text`, from what the shaper made of it: `unknown` holds the
  /// UTF-8 offsets of the clusters drawn as boxes, `drawn` those of every other cluster that
  /// was drawn (hidden text, such as what an ellipsis replaced, is in neither).
  static func find(in text: String, unknown: Set<Int>, drawn: Set<Int>) -> [MissingCharacter] {
    guard !unknown.isEmpty || !drawn.isEmpty else { return [] }
    var found: [MissingCharacter] = []
    var byte = 0
    for (offset, character) in text.enumerated() {
      for scalar in character.unicodeScalars {
        let reason: Reason? =
          unknown.contains(byte)
          ? .noFont : drawn.contains(byte) && isPrivateUse(scalar) ? .privateUse : nil
        if let reason {
          found.append(
            MissingCharacter(
              character: String(scalar), codePoint: codePoint(of: scalar), offset: offset,
              reason: reason))
        }
        byte += scalar.utf8.count
      }
    }
    return found
  }
}
