import Foundation
import Testing

/// alert-preview as its packages ship it, made from this build's binary by the scripts
/// `make deb` and `make dist` run (`scripts/package/`): the debug binary rather than the release
/// one, whose build takes minutes, and no compression, so making and unpacking take seconds.
enum Packaging {
  /// What the scripts run besides the shell and coreutils.
  static let tools = ["dpkg-deb", "dpkg-shlibdeps", "patchelf", "readelf", "strip", "objdump"]

  /// Whether every tool is on `PATH`.
  static let available: Bool = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return tools.allSatisfy { tool in
      path.split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
      }
    }
  }()

  /// Why the package tests are skipped without the tools.
  static let missing = Comment(
    rawValue: "needs dpkg-dev, patchelf and binutils (\(tools.joined(separator: ", "))); "
      + "`make package-setup` installs them")

  /// A packaging step that failed, in words.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// `scripts/package/NAME arguments`; fails on a non-zero exit with the script's output.
  static func script(
    _ name: String, _ arguments: [String], environment: [String: String] = [:]
  ) throws -> Binary.Result {
    try Binary.run(
      arguments, environment: environment,
      executable: Binary.root.appendingPathComponent("scripts/package/" + name).path)
  }

  /// A folder of `.build` for the packages, emptied first.
  static func folder(_ name: String) throws -> URL {
    let folder = Binary.root.appendingPathComponent(".build/package-tests/" + name)
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The path a script printed on its last line, after checking it succeeded.
  static func made(_ result: Binary.Result, by script: String) throws -> URL {
    guard result.status == 0, let last = result.stdout.split(separator: "\n").last else {
      throw Failure(description: "\(script) failed (\(result.status)): \(result.stderr)")
    }
    return URL(fileURLWithPath: String(last))
  }

  /// The `.deb` of this build's binary, made once per test run.
  static let deb: Result<URL, Failure> = Result {
    try made(
      try script(
        "deb.sh", [Binary.path, try folder("deb").path], environment: ["DEB_COMPRESSION": "none"]),
      by: "deb.sh")
  }.mapError { $0 as? Failure ?? Failure(description: "\($0)") }

  /// The `.deb` unpacked as apt lays it out (`usr/bin/alert-preview`, `usr/lib/alert-preview`,
  /// `usr/share/alert-preview`), with no Swift toolchain on its `RUNPATH`.
  static let unpacked: Result<URL, Failure> = deb.flatMap { deb in
    Result {
      let root = try folder("unpacked")
      let result = try Binary.run(["-x", deb.path, root.path], executable: "/usr/bin/dpkg-deb")
      guard result.status == 0 else {
        throw Failure(description: "dpkg-deb -x failed: \(result.stderr)")
      }
      return root
    }.mapError { $0 as? Failure ?? Failure(description: "\($0)") }
  }
}
