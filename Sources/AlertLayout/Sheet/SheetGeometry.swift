/// A point in screen points.
public struct Point: Hashable, Sendable, Codable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// How an action sheet is presented.
public enum SheetPresentation: String, Hashable, Sendable, Codable {
  /// On iPhone: anchored to the bottom of the screen, the cancel action in its own group.
  case sheet
  /// On iPad: a popover beside the source rectangle, without the cancel action.
  case popover
}

/// Which edge of the popover its arrow sticks out of.
public enum ArrowEdge: String, Hashable, Sendable, Codable {
  case top, bottom
}

/// The arrow of an iPad popover.
public struct PopoverArrow: Hashable, Sendable, Codable {
  /// The arrow's point, on the edge of the source rectangle.
  public var tip: Point
  /// The edge of the popover it sticks out of.
  public var edge: ArrowEdge
  /// Width of its base, on the popover's edge.
  public var width: Double
  /// How far it sticks out.
  public var height: Double
}

/// What an action sheet adds to the geometry (absent for alerts).
public struct SheetGeometry: Hashable, Sendable, Codable {
  /// Sheet (iPhone) or popover (iPad).
  public var presentation: SheetPresentation
  /// The rounded group of the title, message and actions, as shown (cut off when it scrolls).
  public var actionGroup: Rect
  /// The height of that group's content; more than `actionGroup`'s height when it scrolls.
  public var actionGroupContentHeight: Double
  /// The cancel action's own rounded group, below the others; absent without a cancel action
  /// and in a popover.
  public var cancelGroup: Rect?
  /// The popover's arrow; absent on iPhone and for a popover without a source rectangle.
  public var arrow: PopoverArrow?
  /// Spec index of the cancel action UIKit leaves out of a popover (tapping outside cancels).
  public var hiddenCancel: Int?
  /// What the preview had to assume, as a sentence; absent when nothing.
  public var note: String?
}
