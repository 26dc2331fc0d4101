/// Whether an alert with text fields is drawn with the keyboard it brings up.
public enum KeyboardVisibility: String, Hashable, Sendable, Codable, CaseIterable {
  /// The keyboard at the bottom of the screen and the alert centred above it, as users see it.
  case shown
  /// No keyboard: the alert centred in the safe area, as before the field is focused.
  case none
}
