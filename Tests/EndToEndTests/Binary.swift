import Foundation

/// Runs the built `alert-preview` binary, the way a user or CI does.
struct Binary {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The executable SwiftPM built next to the test bundle.
  static let path: String = {
    var folder = Bundle.main.bundleURL
    for _ in 0..<3 {
      let candidate = folder.appendingPathComponent("alert-preview").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return root.appendingPathComponent(".build/debug/alert-preview").path
  }()

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs the binary (or `executable`) with `arguments` in `directory` (default: the repository
  /// root); `unset` names environment variables to remove, the test defaults included.
  static func run(
    _ arguments: [String], in directory: URL = root, environment: [String: String] = [:],
    executable: String = path, unset: [String] = []
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    env["ALERT_PREVIEW_STYLES"] = root.appendingPathComponent("Styles").path
    // Rule help links would otherwise name this checkout's path, which golden files can't hold.
    env["ALERT_PREVIEW_RULES_URL"] = "https://example.org/alert-preview/rules.html"
    for (key, value) in environment { env[key] = value }
    for key in unset { env[key] = nil }
    process.environment = env
    // stderr goes to a file and stdout to a pipe read to its end, so neither can stall.
    let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID())")
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errURL) }
    let out = Pipe()
    process.standardOutput = out
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let errData = (try? Data(contentsOf: errURL)) ?? Data()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// Every file under `folder` but hidden ones (the cache, the lock, temporary files),
  /// by path relative to it, with its bytes.
  static func files(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for relative in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
      let path = folder.appendingPathComponent(relative).path
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
        !isFolder.boolValue, !(relative as NSString).lastPathComponent.hasPrefix(".")
      else { continue }
      files[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
    }
    return files
  }

  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "alert-preview-e2e-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
