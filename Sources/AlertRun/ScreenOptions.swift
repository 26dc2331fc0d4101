import AlertSpec
import Foundation
import StyleSheet

/// What is drawn around the alert, for the commands that draw: `--backdrop FILE`, one app
/// screen (a PNG) behind every alert in place of the specs' own `backdrop`, checked as a
/// spec's is but relative to the working folder; and `--chrome none|status|device`, the
/// status bar and home indicator, and with `device` the camera cutout and screen corners;
/// `--frame screen|alert`, the whole screen or the alert alone; and `--svg-text
/// outlines|live`, an SVG's text as glyph outlines or as text.
public struct ScreenOptions: Sendable {
  /// The absolute path of the backdrop PNG, or `nil` when `--backdrop` is not given.
  public var backdrop: String?
  /// The chrome asked for (`none` by default, so references stay valid).
  public var chrome = DeviceChrome.none
  /// The whole screen (the default) or the alert alone (`render --frame alert`).
  public var frame = PictureFrame.screen
  /// Glyph outlines (the default) or live text in SVGs (`render --svg-text live`).
  public var svgText = SVGText.outlines

  /// No backdrop and no chrome.
  public init() {}

  /// The screen `backdrop` (a PNG's path, relative to the working folder), `chrome`, `frame`
  /// and `svgText` make; a backdrop that is missing or not a PNG is a usage error.
  public init(
    backdrop given: String? = nil, chrome: DeviceChrome = .none, frame: PictureFrame = .screen,
    svgText: SVGText = .outlines
  ) throws(UsageError) {
    self.chrome = chrome
    self.frame = frame
    self.svgText = svgText
    guard let given else { return }
    let absolute = URL(fileURLWithPath: given).standardizedFileURL.path
    if let problem = BackdropFile.problem(at: absolute) {
      throw UsageError("--backdrop '\(given)' \(problem).")
    }
    backdrop = absolute
  }

  /// `specs`, each with the backdrop when `--backdrop` is given.
  public func applied(to specs: [AlertSpec]) -> [AlertSpec] {
    guard let backdrop else { return specs }
    return specs.map { spec in
      var drawn = spec
      drawn.backdrop = backdrop
      return drawn
    }
  }

  /// `style` with the chrome, frame and SVG text asked for.
  public func applied(to style: StyleSheet) -> StyleSheet {
    var drawn = style
    drawn.chrome = chrome
    drawn.frame = frame
    drawn.svgText = svgText
    return drawn
  }
}
