import AlertLayout
import AlertRender
import AlertSpec
import Foundation
import FuzzSupport
import StyleSheet

/// libFuzzer's entry point: decodes the bytes as a spec, then lays out and draws every valid
/// alert as a PNG and an SVG with the `ios` sheet on an iPhone SE, portrait, light, @1x.
///
/// Rendering may throw (a render error is a sentence for the user); it must never crash,
/// hang or run out of memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let result = SpecLoader.load(text: FuzzInput.text(data, size), file: "fuzz.json")
  for alert in result.alerts {
    _ = try? LayoutAndDraw.renderer.png(alert, in: LayoutAndDraw.configuration)
    _ = try? LayoutAndDraw.renderer.svg(alert, in: LayoutAndDraw.configuration)
  }
  return 0
}

/// The sheet, renderer and configuration every input is drawn with, made once.
enum LayoutAndDraw {
  /// The `ios` sheet from the repository's `Styles/`.
  static let style: StyleSheet = {
    do {
      return try StyleSheetLoader.load("ios", searchPaths: [FuzzInput.stylesFolder])
    } catch {
      fatalError("cannot load the ios style sheet for fuzzing: \(error)")
    }
  }()

  /// A renderer for ``style``.
  static let renderer = AlertRenderer(style: style)

  /// iPhone SE, portrait, light, @1x: the cheapest configuration that draws everything.
  static let configuration: RenderConfiguration = {
    guard let phone = style.devices.first(where: { $0.id == "iphone-se" }) else {
      fatalError("the ios style sheet has no iphone-se device")
    }
    return RenderConfiguration(device: phone, orientation: .portrait, appearance: .light, scale: 1)
  }()
}

@main
enum FuzzLayoutAndDraw {
  static func main() {
    FuzzDriver.run(fuzz)
  }
}
