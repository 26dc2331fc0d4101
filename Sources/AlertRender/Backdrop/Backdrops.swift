import AlertLayout
import AlertSpec
import Foundation
import StyleSheet

/// The backdrops a renderer has prepared, shared between its threads: a backdrop is read,
/// fitted and blurred once per screen size, scale, underlay and material, then drawn by every
/// render that needs it (light and dark share one when their screens agree).
final class Backdrops: @unchecked Sendable {
  private struct Key: Hashable {
    var path: String
    var size: Size
    var scale: Int
    var underlay: RGBA
    var material: MaterialSettings
  }

  /// How many prepared backdrops are kept; each holds about one screen of pixels.
  private static let capacity = 8
  private var prepared: [Key: Backdrop] = [:]
  private var order: [Key] = []
  private let lock = NSLock()

  /// The backdrop at `path` for `configuration`, prepared off the font thread.
  func backdrop(at path: String, for configuration: RenderConfiguration, style: StyleSheet)
    throws -> Backdrop
  {
    let screen = configuration.device.size(configuration.orientation)
    let key = Key(
      path: URL(fileURLWithPath: path).standardizedFileURL.path,
      size: Size(width: screen.width, height: screen.height), scale: configuration.scale,
      underlay: style.palette(configuration.appearance).screen, material: style.material)
    if let known = lock.withLock({ prepared[key] }) { return known }
    if let problem = BackdropFile.problem(at: path) {
      throw RenderError(message: "the backdrop '\(path)' \(problem)")
    }
    guard let png = FileManager.default.contents(atPath: path) else {
      throw RenderError(message: "the backdrop '\(path)' cannot be read; check its permissions")
    }
    let made = try Backdrop(
      png: png, size: key.size, scale: key.scale, underlay: key.underlay, settings: key.material)
    lock.withLock {
      if prepared[key] == nil {
        if order.count == Self.capacity { prepared[order.removeFirst()] = nil }
        order.append(key)
      }
      prepared[key] = made
    }
    return made
  }
}
