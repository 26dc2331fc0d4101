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

  /// A rectangle from its origin and size, in screen points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}
