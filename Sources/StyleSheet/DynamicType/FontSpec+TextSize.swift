/// A font role at a Dynamic Type size.
extension FontSpec {
  /// How much bigger this role is at `size` than at Large, from its ``sizes`` table (1 at
  /// every size for a role without one).
  public func ratio(at size: TextSize) -> Double { sizes?.ratio(at: size) ?? 1 }

  /// This role at `size`: ``size`` and ``lineHeight`` scaled by ``ratio(at:)``, so a sheet
  /// that changes `size` keeps the table's proportions. The result keeps no table: it is the
  /// font one configuration draws with.
  public func at(_ size: TextSize) -> FontSpec {
    var font = self
    font.size = scaled(self.size, at: size)
    font.lineHeight = lineHeight.map { scaled($0, at: size) }
    font.sizes = nil
    return font
  }

  /// `value` scaled as UIKit's `_scaledValueForValue:` scales a margin by this font:
  /// value × (size at `size` ÷ size at Large). ios-alert-metrics.md §1.3 gives the formula;
  /// it is UNVERIFIED.
  public func scaled(_ value: Double, at size: TextSize) -> Double {
    guard let sizes else { return value }
    // Multiplied first, so a size the table names comes out exact (13 × 15 ÷ 13 = 15).
    return value * sizes[size] / sizes[.standard]
  }
}
