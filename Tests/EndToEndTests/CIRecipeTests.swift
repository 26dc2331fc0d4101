import Foundation
import Testing

/// The alert-preview commands of `docs/ci/github-actions.yml`, run here as its jobs would run
/// them: each shard job in its own folder, its `part` folder then handed to the merge job as
/// the artifact download lays it out (`shards/shard-I/…`).
@Suite struct CIRecipeTests {
  static let recipe = Binary.root.appendingPathComponent("docs/ci/github-actions.yml")

  /// The shell lines of the recipe's `run` steps that call alert-preview, by job.
  static func commands(job: String) throws -> [String] {
    let text = try String(contentsOf: recipe, encoding: .utf8)
    var inJob = false
    var found: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("  ") && !line.hasPrefix("   ") && line.hasSuffix(":") {
        inJob = line.trimmingCharacters(in: .whitespaces) == job + ":"
        continue
      }
      var command = line.trimmingCharacters(in: .whitespaces)
      if command.hasPrefix("run: ") { command.removeFirst(5) }
      if inJob && command.hasPrefix("alert-preview ") { found.append(command) }
    }
    return found
  }

  func shell(_ command: String, in folder: URL, environment: [String: String]) throws
    -> Binary.Result
  {
    let bin = URL(fileURLWithPath: Binary.path).deletingLastPathComponent().path
    var environment = environment
    environment["PATH"] = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
    return try Binary.run(
      ["-c", command], in: folder, environment: environment, executable: "/bin/bash")
  }

  @Test func theRecipesCommandsShardAndMerge() throws {
    let shardCommands = try Self.commands(job: "shard")
    let mergeCommands = try Self.commands(job: "merge")
    #expect(shardCommands.count == 3, "\(shardCommands)")
    #expect(mergeCommands.count == 3, "\(mergeCommands)")
    let folder = try Binary.temporaryFolder()
    let specs = folder.appendingPathComponent("Specs")
    try FileManager.default.copyItem(
      at: Binary.root.appendingPathComponent("Examples"), to: specs)
    let env = ["SPECS": "Specs", "REFERENCES": "Snapshots"]
    // The references are committed in the app's repository: record them first.
    let record = try Binary.run(
      [
        "snapshot", "Specs", "--references", "Snapshots", "--record", "all", "--report", "rec",
        "--device", "iphone-se",
      ], in: folder)
    #expect(record.status == 1, "\(record.stderr)")
    // Four jobs; the recipe draws every default device, so this one narrows the sheet to one
    // device to keep the test short.
    for index in 1...4 {
      for command in shardCommands {
        let result = try shell(
          command.hasPrefix("alert-preview lint")
            ? command
            : command.replacingOccurrences(
              of: #""$SPECS""#, with: #""$SPECS" --device iphone-se"#),
          in: folder,
          environment: env.merging(["SHARD": "\(index)/4", "CI": "true"]) { $1 })
        #expect(result.status == 0, "shard \(index): \(command): \(result.stderr.suffix(600))")
      }
      let artifact = folder.appendingPathComponent("shards/shard-\(index)")
      try FileManager.default.createDirectory(
        at: artifact.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.moveItem(at: folder.appendingPathComponent("part"), to: artifact)
    }
    let outputs = folder.appendingPathComponent("github-output")
    _ = FileManager.default.createFile(atPath: outputs.path, contents: nil)
    for command in mergeCommands {
      let result = try shell(
        command, in: folder, environment: env.merging(["GITHUB_OUTPUT": outputs.path]) { $1 })
      #expect(result.status == 0, "\(command): \(result.stderr)")
    }
    for file in ["site/index.html", "site/report.json", "lint.sarif", "snapshot-report/junit.xml"] {
      #expect(
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file)")
    }
    // The examples have error-level findings and unchanged references: the merge job fails
    // on lint, not on snapshots.
    let said = try String(contentsOf: outputs, encoding: .utf8)
    #expect(said.contains("lint=1") && !said.contains("snapshots="), "\(said)")
  }
}
