/// A difference out of bounds that is understood and left: why, and how large it may be (a
/// little above its size when it was explained), so the suite still fails if it grows.
public struct KnownDifference: Sendable {
  /// Why it is left, as the table prints it.
  public var reason: String
  /// The largest |Δ| allowed, in the metric's unit.
  public var upTo: Double
  /// The measure itself cannot be trusted here: not a difference of the preview's.
  public var isMeasuringLimit = false
}
