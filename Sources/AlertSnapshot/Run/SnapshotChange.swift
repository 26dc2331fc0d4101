import AlertLayout

/// Where a failing render differs from its reference: the differing pixels' bounding box, the
/// padded crop the report zooms on, and the parts of the alert the differences fall in.
///
/// The parts are what groups failures: one edit to a spec (a word of the title) changes the
/// same parts in every configuration, while the pixels themselves differ with the device,
/// scale, appearance, text size and locale.
public struct SnapshotChange: Sendable, Hashable, Codable {
  /// The bounding box of the differing pixels, in pixels of the screen image.
  public var box: PixelBox
  /// `box` padded and cut to the image: the crop the report shows enlarged.
  public var crop: PixelBox
  /// The parts the differing pixels fall in, in the alert's order: `title`, `message`,
  /// `field 1`, `button 2`, `alert` (its background, separators or material) and `screen`
  /// (anything outside the alert's box).
  public var parts: [String]

  public init(box: PixelBox, crop: PixelBox, parts: [String]) {
    self.box = box
    self.crop = crop
    self.parts = parts
  }

  /// `the title`, `the title and button 2`, `the message, button 1 and the screen`.
  public var description: String {
    let named = parts.map { part in
      part.hasPrefix("button ") || part.hasPrefix("field ") ? part : "the \(part)"
    }
    guard let last = named.last else { return "nothing" }
    return named.count == 1 ? last : named.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The change between `mask`'s marks (``PixelMatch/Mark``, row by row, `width × height`)
  /// placed on `geometry` drawn at `scale` pixels per point; `nil` when no pixel differs.
  /// Counted differences decide the box; without any (a solid-colour shift pixelmatch cannot
  /// see), every pixel whose bytes changed does.
  static func locate(
    mask: [UInt8], width: Int, height: Int, geometry: AlertGeometry?, scale: Int
  ) -> SnapshotChange? {
    let counted = { (mark: UInt8) in
      mark == PixelMatch.Mark.lighter || mark == PixelMatch.Mark.darker
    }
    let picks: (UInt8) -> Bool =
      PixelBox.bounding(mask, width: width, picks: counted) != nil ? counted : { $0 != 0 }
    guard let box = PixelBox.bounding(mask, width: width, picks: picks) else { return nil }
    let parts =
      geometry.map {
        AlertParts(geometry: $0, scale: scale).touched(by: mask, width: width, picks: picks)
      } ?? ["screen"]
    let padding = 12 * max(1, scale)
    return SnapshotChange(
      box: box, crop: box.padded(by: padding, within: width, height), parts: parts)
  }
}
