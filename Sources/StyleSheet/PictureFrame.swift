/// What a picture shows (the frame option of `render`).
public enum PictureFrame: String, Hashable, Sendable, Codable, CaseIterable {
  /// The whole app screen with the alert over it, as every reference is drawn.
  case screen
  /// The alert alone (an action sheet's groups, a popover with its arrow) at its own size,
  /// every pixel outside its outline transparent: for design tools.
  case alert
}
