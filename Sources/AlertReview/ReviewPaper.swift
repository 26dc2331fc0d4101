/// The paper a review pack is printed on, in PDF points (1/72 inch).
public enum ReviewPaper: String, Sendable, CaseIterable {
  /// ISO A4, 210 × 297 mm.
  case a4
  /// US Letter, 8.5 × 11 in.
  case letter

  /// Width and height, portrait.
  public var size: (width: Double, height: Double) {
    switch self {
    case .a4: (595.276, 841.890)  // 210 × 297 mm
    case .letter: (612, 792)  // 8.5 × 11 in
    }
  }
}
