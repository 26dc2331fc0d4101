import AlertSupport

/// The largest inputs a spec may hold: far beyond any real alert, small enough that parsing,
/// layout and lint stay fast on hostile input. Each is an input error, reported before layout.
///
/// Lengths count Unicode scalars (what Pango lays out), so a letter with a combining accent
/// counts as two; that is what makes a title of 100,000 combining marks too long, too.
/// docs/spec.md's "Limits" section lists the same numbers and their reasons.
public enum SpecLimits {
  /// The largest spec file, in bytes (1 MiB): a thousand ordinary alerts fit in it.
  public static let fileBytes = 1 << 20

  /// The longest id (64): `<id>/<id>.<device>.<orientation>.<appearance>@3x.png` and its
  /// `.<name>.<UUID>.tmp` temporary file must stay under the 255-byte file-name limit.
  public static let idLength = 64

  /// The longest title (1,000): no iPhone shows more than about 25 lines of title without
  /// scrolling, and Pango's line breaking is quadratic in an unbreakable run.
  public static let titleLength = 1_000

  /// The longest message (1,000): about 25 lines at 13 pt on a 270-point alert, more than
  /// any iPhone shows without scrolling.
  public static let messageLength = 1_000

  /// The longest button label (100): UIKit cuts a label off after about 30 characters.
  public static let labelLength = 100

  /// The longest placeholder or pre-filled text-field text (200): a field shows one line.
  public static let textFieldLength = 200

  /// The longest reason for ignoring a lint rule (1,000).
  public static let reasonLength = 1_000

  /// The most buttons in one alert (20): an alert's buttons scroll beyond about 10 on an
  /// iPhone SE, and the guidance asks for two.
  public static let buttons = 20

  /// The most text fields in one alert (5): UIKit alerts use one or two (name, password).
  public static let textFields = 5

  /// `1,000`: a count with a comma between thousands, independent of the locale.
  static func formatted(_ count: Int) -> String { FewNames.grouped(count) }
}
