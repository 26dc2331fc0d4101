/// How the alert's material treats a backdrop seen through it (`<material>`): the part of the
/// app screen under the alert is blurred, its saturation and brightness scaled, then tinted
/// with the palette's `material` colour. Unused without a backdrop.
public struct MaterialSettings: Hashable, Sendable, Codable {
  /// Standard deviation of the Gaussian blur, in points (20).
  public var blur: Double = 20
  /// Factor on the colour saturation of the blurred backdrop (1.8; 1 leaves it).
  public var saturation: Double = 1.8
  /// Factor on the brightness of the blurred backdrop (1 leaves it).
  public var brightness: Double = 1

  /// The defaults, for sheets without `<material>`.
  public init() {}
}
