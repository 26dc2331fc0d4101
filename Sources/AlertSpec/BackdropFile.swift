import AlertSupport
import Foundation

/// The PNG a spec's `backdrop` (or the backdrop option) names: where it is, and whether it is
/// one the renderer will read.
///
/// A relative path is relative to the spec's folder, as `strings` is. Only a regular file that
/// starts with the PNG signature and declares at most ``maximumSide`` pixels on a side is
/// accepted, so a folder, a device such as `/dev/zero`, a pipe or a decompression bomb is
/// refused before anything is decoded.
public enum BackdropFile {
  /// Largest file read (64 MiB): a 2064 × 2752 iPad screenshot is under 20 MiB even uncompressed.
  public static let maximumBytes = 64 << 20
  /// Largest width or height in pixels (6000); the largest iPad screen is 2064 × 2752.
  public static let maximumSide = 6000

  /// `written` resolved against the folder of `specFile`; absolute paths stay as they are.
  public static func path(_ written: String, specFile: String?) -> String {
    if written.hasPrefix("/") { return written }
    let folder = ((specFile ?? "") as NSString).deletingLastPathComponent
    return folder.isEmpty ? written : (folder as NSString).appendingPathComponent(written)
  }

  /// The path of the backdrop `spec` names, resolved against its file; `nil` without one.
  public static func path(of spec: AlertSpec) -> String? {
    spec.backdrop.map { path($0, specFile: spec.locations[""]?.file) }
  }

  /// What is wrong with the file at `path` as a backdrop, as the end of a sentence that starts
  /// by naming it (`does not exist (…); give …`); `nil` when it can be read. The file is
  /// opened through ``RegularFile``, so a named pipe or a device is refused without waiting.
  public static func problem(at path: String) -> String? {
    do throws(RegularFileError) {
      let head = try RegularFile.read(path, limit: maximumBytes, prefix: 24)
      return problem(head: [UInt8](head))
    } catch {
      return problem(error)
    }
  }

  /// The end of the sentence for a backdrop `RegularFile` could not read.
  public static func problem(_ error: RegularFileError) -> String {
    switch error.problem {
    case .missing:
      "does not exist (looked for \(error.path)); give the path of a PNG screenshot of the app"
    case .notRegular(let kind):
      "is \(kind), not a regular file; give the path of a PNG screenshot of the app"
    case .tooLarge(let size, _):
      "is \(size) bytes; a backdrop is limited to \(maximumBytes) bytes (64 MiB)"
    default: error.reason
    }
  }

  /// What is wrong with a backdrop whose first bytes are `head` (at least 24 of them for a
  /// PNG); `nil` when its header is a PNG's of an accepted size.
  public static func problem(head: [UInt8]) -> String? {
    if head.count >= 16, Array(head[12..<16]) == Array("CgBI".utf8) {
      return "is an Xcode-optimised (CgBI) PNG, which only Apple's tools read; export the "
        + "screenshot again as a normal PNG (from the Simulator or Preview), or turn off "
        + "'Compress PNG Files' in the target's build settings and take it from the build again"
    }
    guard let (width, height) = pngSize(head) else {
      return "is not a PNG; export the app screen as a PNG"
    }
    guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else {
      return "is \(width)×\(height) pixels; a backdrop is limited to \(maximumSide) "
        + "pixels on a side (scale the screenshot down)"
    }
    return nil
  }

  /// The backdrop's size in pixels as its PNG header declares it; `nil` when it cannot be read.
  public static func size(at path: String) -> (width: Int, height: Int)? {
    guard let head = try? RegularFile.read(path, limit: maximumBytes, prefix: 24) else {
      return nil
    }
    return pngSize([UInt8](head))
  }

  /// The size a PNG's header declares: the signature, then the IHDR chunk's width and height.
  static func pngSize(_ head: [UInt8]) -> (width: Int, height: Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard head.count >= 24, Array(head[0..<8]) == signature,
      Array(head[12..<16]) == Array("IHDR".utf8)
    else { return nil }
    func word(_ at: Int) -> Int { head[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
  }

  /// The file's path, size and modification time: what a cache of renders keys on, so a
  /// changed screenshot is drawn again. Empty without a backdrop.
  public static func fingerprint(of spec: AlertSpec) -> String {
    guard let path = path(of: spec) else { return "" }
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
    let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "backdrop \(path) \(size) \(time)"
  }
}
