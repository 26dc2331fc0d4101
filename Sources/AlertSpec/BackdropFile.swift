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
  /// by naming it (`does not exist (…); give …`); `nil` when it can be read.
  public static func problem(at path: String) -> String? {
    let attributes: [FileAttributeKey: Any]
    do {
      let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
      attributes = try FileManager.default.attributesOfItem(atPath: real)
    } catch {
      return "does not exist (looked for \(path)); give the path of a PNG screenshot of the app"
    }
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      return "is not a regular file; give the path of a PNG screenshot of the app"
    }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    guard size <= maximumBytes else {
      return "is \(size) bytes; a backdrop is limited to \(maximumBytes) bytes (64 MiB)"
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      return "cannot be read; check its permissions"
    }
    defer { try? handle.close() }
    let head = [UInt8]((try? handle.read(upToCount: 24)) ?? Data())
    guard let (width, height) = pngSize(head) else {
      return "is not a PNG; export the app screen as a PNG"
    }
    guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else {
      return "is \(width)×\(height) pixels; a backdrop is limited to \(maximumSide) "
        + "pixels on a side (scale the screenshot down)"
    }
    return nil
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
