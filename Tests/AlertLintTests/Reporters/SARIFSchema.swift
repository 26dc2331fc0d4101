import Foundation

/// Validates SARIF against the official 2.1.0 schema (kept beside this file) with Python's
/// `jsonschema` (Debian `python3-jsonschema`, with `python3-rfc3987` for URI formats).
enum SARIFSchema {
  static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("sarif-schema-2.1.0.json")

  /// The schema declares draft-04, so the Draft 4 validator checks it, with every format
  /// checker (`uri` for help links, `uri-reference` for artifact paths).
  static let script = """
    import json, sys, jsonschema
    schema = json.load(open(sys.argv[1]))
    log = json.load(open(sys.argv[2]))
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
    for e in errors:
        print("/".join(map(str, e.absolute_path)) + ": " + e.message)
    sys.exit(1 if errors else 0)
    """

  /// The validator's messages, empty when `sarif` is valid. Throws when Python cannot run.
  static func violations(_ sarif: String) throws -> [String] {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "alert-lint-\(UUID()).sarif")
    try Data(sarif.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    // Debian's python3 is the one python3-jsonschema installs into.
    let debian = "/usr/bin/python3"
    process.executableURL = URL(
      fileURLWithPath: FileManager.default.isExecutableFile(atPath: debian)
        ? debian : "/usr/bin/env")
    process.arguments =
      (process.executableURL?.path == debian ? [] : ["python3"])
      + ["-c", script, schema.path, file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    if process.terminationStatus != 0 && output.contains("Traceback") {
      throw ValidatorUnavailable(output: output)
    }
    return output.split(separator: "\n").map(String.init)
  }

  struct ValidatorUnavailable: Error, CustomStringConvertible {
    var output: String
    var description: String {
      "the SARIF validator could not run (install python3-jsonschema and python3-rfc3987): \(output)"
    }
  }
}
