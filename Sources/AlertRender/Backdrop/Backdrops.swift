import AlertLayout
import AlertSpec
import AlertSupport
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
    let png: Data
    do throws(RegularFileError) {
      png = try RegularFile.read(path, limit: BackdropFile.maximumBytes)
    } catch {
      throw RenderError(message: "the backdrop '\(path)' \(BackdropFile.problem(error))")
    }
    if let problem = BackdropFile.problem(head: [UInt8](png.prefix(24))) {
      throw RenderError(message: "the backdrop '\(path)' \(problem)")
    }
    let made: Backdrop
    do {
      made = try Backdrop(
        png: png, size: key.size, scale: key.scale, underlay: key.underlay, settings: key.material)
    } catch let error as PNGReadError {
      throw RenderError(message: "the backdrop '\(path)' \(error.reason)")
    }
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
