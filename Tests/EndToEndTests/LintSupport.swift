import Foundation
import GoldenFiles
import Testing

/// SARIF schema validation for the end-to-end tests, with the schema copy the reporter tests
/// keep (`Tests/AlertLintTests/Reporters/sarif-schema-2.1.0.json`) and Debian's
/// `python3-jsonschema` (Draft 4, as the schema declares; every format checked).
enum SARIFCheck {
  static let schema = Binary.root.appendingPathComponent(
    "Tests/AlertLintTests/Reporters/sarif-schema-2.1.0.json")

  static let script = """
    import json, sys, jsonschema
    schema = json.load(open(sys.argv[1]))
    log = json.loads(sys.stdin.read())
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
    for e in validator.iter_errors(log):
        print("/".join(map(str, e.absolute_path)) + ": " + e.message)
    """

  /// The validator's messages; empty when `sarif` is valid. Throws when the validator fails.
  static func violations(_ sarif: String) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", script, schema.path]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    try process.run()
    input.fileHandleForWriting.write(Data(sarif.utf8))
    try input.fileHandleForWriting.close()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CocoaError(
        .executableLoad,
        userInfo: [
          NSLocalizedDescriptionKey:
            "the SARIF validator failed; install python3-jsonschema (make setup): \(text)"
        ])
    }
    return text.split(separator: "\n").map(String.init)
  }
}

/// Golden outputs of the lint command in `__Snapshots__/` beside this file (see ``GoldenFile``).
enum LintGolden {
  static let files = GoldenFile.beside(#filePath, filter: "LintCommandTests")
}
