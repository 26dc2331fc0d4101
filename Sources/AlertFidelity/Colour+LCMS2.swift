// C-facing: Little CMS's CIEDE2000.
import AlertSupport
internal import CLCMS2

extension Colour {
  /// CIEDE2000 colour difference (Little CMS's `cmsCIE2000DeltaE`, weights 1): CIE76 corrected
  /// for how the eye weighs lightness, chroma and hue, so that a step in a dark grey counts
  /// about as much as the same-looking step in a light one. About 1 is just noticeable.
  public func deltaE2000(_ other: Colour) -> Double {
    let (a, b) = (lab, other.lab)
    var first = cmsCIELab(L: a.l, a: a.a, b: a.b)
    var second = cmsCIELab(L: b.l, a: b.a, b: b.b)
    return cmsCIE2000DeltaE(&first, &second, 1, 1, 1)
  }
}
