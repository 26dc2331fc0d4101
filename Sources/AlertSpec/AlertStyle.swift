/// What UIKit presents: an alert, or an action sheet (`UIAlertController.Style`).
public enum AlertStyle: String, Sendable, Codable, CaseIterable {
  /// A centred alert (`.alert`, SwiftUI `.alert`).
  case alert
  /// A sheet of actions (`.actionSheet`, SwiftUI `confirmationDialog`): anchored to the bottom
  /// of the screen on iPhone, a popover on iPad.
  case actionSheet
}

/// A rectangle in screen points: where an iPad popover's arrow points (`sourceRect`).
public struct SourceRect: Hashable, Sendable, Codable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double
  /// Whether the popover has an arrow (`"arrow": "none"`: `permittedArrowDirections` empty).
  public var arrow = PopoverArrowChoice.any

  /// A rectangle from its origin and size, in screen points.
  public init(
    x: Double, y: Double, width: Double, height: Double, arrow: PopoverArrowChoice = .any
  ) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.arrow = arrow
  }
}

/// A popover's arrow: where UIKit finds room (`any`), or none (`permittedArrowDirections = []`),
/// and the popover sits over its source instead.
public enum PopoverArrowChoice: String, Hashable, Sendable, Codable, CaseIterable {
  case any
  case none
}
