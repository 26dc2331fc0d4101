/// What ``AlertMeasurer`` found in an image, in points. Positions are relative to the screen's
/// top-left corner when the image shows a whole screen, else to the image's.
public struct AlertMeasurement: Sendable {
  /// The alert's box.
  public var left: Double
  public var top: Double
  public var right: Double
  public var bottom: Double
  /// Radius of UIKit's continuous corner fitted to the two top corners: the radius a view with
  /// `.continuous` corners was given (nil when the alert has no backdrop to stand out from).
  public var cornerRadius: Double?
  /// Centres of the full-width hairlines, top to bottom.
  public var horizontalSeparators: [Double]
  /// Centres of the hairlines between side-by-side buttons, left to right.
  public var verticalSeparators: [Double]
  /// Ink above the first separator (title lines, message lines, text fields), top to bottom.
  public var header: [InkBlock]
  /// Ink of each button cell, in visual order (rows top to bottom, each left to right).
  public var cells: [[InkBlock]]
  /// The alert's body colour above the first separator.
  public var body: Colour?
  /// The colour of the first separator's core row.
  public var separator: Colour?
  /// An iOS 26 alert's button capsules, in visual order (empty for the classic look).
  public var capsules: [MeasuredBox] = []
  /// A classic action sheet's Cancel group, below the main group (nil for an alert).
  public var cancelGroup: MeasuredGroup?
}

/// A rectangle found in the image, in points.
public struct MeasuredBox: Sendable {
  public var left: Double
  public var top: Double
  public var right: Double
  public var bottom: Double
}

/// A classic action sheet's separate Cancel group: its top and bottom edges and its label's ink.
public struct MeasuredGroup: Sendable {
  public var top: Double
  public var bottom: Double
  public var label: [InkBlock]
}

/// A run of rows holding ink: one line of text, or a boxed text field.
public struct InkBlock: Sendable {
  /// First and last inked row, sub-pixel, in points.
  public var top: Double
  public var bottom: Double
  /// First and last inked column, sub-pixel, in points: the ink's width is `right − left`.
  public var left: Double
  public var right: Double
  /// Where the ink thins out most sharply in the lower part of the block: the baseline of a line
  /// of text (nil for a box).
  public var baseline: Double?
  /// Taller than a line of text: a text field's border and contents.
  public var isBox: Bool
  /// Mean colour of the block's most strongly inked pixels.
  public var colour: Colour
}
