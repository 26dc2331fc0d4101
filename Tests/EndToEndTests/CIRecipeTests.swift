import Foundation
import Testing

/// The alert-preview commands of `docs/ci/github-actions.yml`, run here as its jobs would run
/// them: each shard job in its own folder, its `part` folder then handed to the merge job as
/// the artifact download lays it out (`shards/shard-I/…`), with the package the recipes
/// install (made from this build's binary and unpacked: a test cannot apt-get install; where
/// the packaging tools are missing, the build's binary stands in). That the recipes build the
/// package once and install it in every other job, and the composite action's lint step, are
/// checked too; `scripts/package/fresh_check.sh` runs the apt install on a fresh machine.
@Suite struct CIRecipeTests {
  static let recipe = Binary.root.appendingPathComponent("docs/ci/github-actions.yml")
  static let gitlab = Binary.root.appendingPathComponent("docs/ci/gitlab-ci.yml")
  static let action = Binary.root.appendingPathComponent("action.yml")

  /// The folder whose `alert-preview` the jobs run: the unpacked package's `usr/bin`, or the
  /// build's binary's folder without the packaging tools; and whether it is the package.
  static func installed() throws -> (bin: String, packaged: Bool) {
    guard Packaging.available else {
      return (URL(fileURLWithPath: Binary.path).deletingLastPathComponent().path, false)
    }
    return (try Packaging.unpacked.get().appendingPathComponent("usr/bin").path, true)
  }

  /// The jobs of a recipe by name, each with its lines: under `jobs:` (GitHub, indented two
  /// spaces) or at the top level (GitLab).
  static func jobs(in url: URL) throws -> [String: [String]] {
    let lines = try String(contentsOf: url, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    let indent = lines.contains("jobs:") ? "  " : ""
    var jobs: [String: [String]] = [:]
    var current: String?
    for line in lines {
      let isKey =
        line.hasPrefix(indent) && !line.dropFirst(indent.count).hasPrefix(" ")
        && !line.hasPrefix("#") && line.hasSuffix(":")
      if isKey {
        current = String(line.dropFirst(indent.count).dropLast())
      } else if !line.hasPrefix(indent + " ") && !line.isEmpty {
        current = nil
      } else if let current {
        jobs[current, default: []].append(line.trimmingCharacters(in: .whitespaces))
      }
    }
    return jobs
  }

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

  /// `command` run by bash in `folder` with the installed alert-preview first on `PATH`; the
  /// package finds its own style sheets, as where it is installed.
  static func shell(_ command: String, in folder: URL, environment: [String: String]) throws
    -> Binary.Result
  {
    let installed = try installed()
    var environment = environment
    environment["PATH"] =
      installed.bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
    return try Binary.run(
      ["-c", command], in: folder, environment: environment, executable: "/bin/bash",
      unset: installed.packaged ? ["ALERT_PREVIEW_STYLES"] : [])
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
        let result = try Self.shell(
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
      let result = try Self.shell(
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

  /// GitHub: one job builds the package with Swift and uploads it; every job that runs
  /// alert-preview runs on Debian 12 without Swift, after needing that job (directly or through
  /// another), downloading the artifact and installing it with apt.
  @Test func theGitHubRecipeBuildsOnceAndInstallsThePackage() throws {
    let jobs = try Self.jobs(in: Self.recipe)
    let package = try #require(jobs["package"])
    #expect(package.contains("container: swift:6.3-bookworm"))
    #expect(package.contains("make -C /tmp/alert-preview deb"))
    #expect(package.contains("name: alert-preview-deb"))
    let install = "apt-get install -y /tmp/alert-preview-deb/alert-preview_*_amd64.deb"
    let runsIt = { (line: String) in
      line.hasPrefix("alert-preview ") || line.hasPrefix("run: alert-preview ")
    }
    let running = jobs.filter { $0.value.contains(where: runsIt) }
    #expect(Set(running.keys) == ["shard", "merge"])
    for (name, lines) in running {
      #expect(lines.contains { $0.hasPrefix("container: debian:bookworm") }, "\(name)")
      #expect(!lines.contains { $0.contains("swift") || $0.contains("make ") }, "\(name)")
      let installed = try #require(lines.firstIndex { $0.hasSuffix(install) }, "\(name)")
      let download = try #require(lines.firstIndex(of: "name: alert-preview-deb"), "\(name)")
      let first = try #require(lines.firstIndex(where: runsIt))
      #expect(download < installed && installed < first, "\(name)")
    }
    #expect(jobs["shard"]?.contains("needs: package") == true)
    #expect(jobs["merge"]?.contains("needs: shard") == true)
    try Self.expectTheGlobMatchesThePackage("alert-preview_*_amd64.deb")
  }

  /// GitLab: the same, with the install in a `.installed` template the other jobs extend.
  @Test func theGitLabRecipeBuildsOnceAndInstallsThePackage() throws {
    let jobs = try Self.jobs(in: Self.gitlab)
    let package = try #require(jobs["package"])
    #expect(package.contains("image: swift:6.3-bookworm"))
    #expect(package.contains("- make -C /tmp/alert-preview deb"))
    #expect(package.contains("paths: [deb/]"))
    let template = try #require(jobs[".installed"])
    #expect(template.contains("image: debian:bookworm"))
    #expect(
      template.contains("- apt-get update && apt-get install -y ./deb/alert-preview_*_amd64.deb"))
    let running = jobs.filter { $0.value.contains { $0.hasPrefix("- alert-preview ") } }
    #expect(Set(running.keys) == ["shard", "pages", "checks"])
    for (name, lines) in running {
      #expect(lines.contains("extends: .installed"), "\(name)")
      #expect(lines.contains { $0.hasPrefix("needs: [package") }, "\(name)")
      #expect(!lines.contains { $0.contains("swift") || $0.contains("make ") }, "\(name)")
    }
    try Self.expectTheGlobMatchesThePackage("alert-preview_*_amd64.deb")
  }

  /// The file `make deb` writes matches the recipes' glob (with the packaging tools).
  static func expectTheGlobMatchesThePackage(_ glob: String) throws {
    guard Packaging.available else { return }
    let name = try Packaging.deb.get().lastPathComponent
    #expect(fnmatch(glob, name, 0) == 0, "\(name) does not match \(glob)")
  }

  /// The `run: |` script of the action's step named `step`.
  static func actionScript(_ step: String) throws -> String {
    let lines = try String(contentsOf: action, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    let named = try #require(lines.firstIndex { $0.hasSuffix("- name: \(step)") })
    let run = try #require(lines[named...].firstIndex { $0.hasSuffix("run: |") })
    let indent = lines[run].prefix { $0 == " " }.count + 2
    return lines[(run + 1)...].prefix { $0.prefix(indent).allSatisfy { $0 == " " } && !$0.isEmpty }
      .map { String($0.dropFirst(indent)) }.joined(separator: "\n")
  }

  /// The composite action: its lint step, run with the installed package, writes SARIF and
  /// says lint's exit code; its install step refuses a glob naming no file before apt runs.
  @Test func theActionLintsWithSARIF() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: Binary.root.appendingPathComponent("Examples"),
      to: folder.appendingPathComponent("Specs"))
    let outputs = folder.appendingPathComponent("github-output")
    _ = FileManager.default.createFile(atPath: outputs.path, contents: nil)
    let lint = try Self.shell(
      "set -e\n" + Self.actionScript("Lint"), in: folder,
      environment: ["PATHS": "Specs", "SARIF": "lint.sarif", "GITHUB_OUTPUT": outputs.path])
    #expect(lint.status == 0, "\(lint.stderr)")
    #expect(try String(contentsOf: outputs, encoding: .utf8) == "status=1\n")
    let sarif = try String(
      contentsOf: folder.appendingPathComponent("lint.sarif"), encoding: .utf8)
    #expect(sarif.contains("\"name\" : \"alert-preview\""), "\(sarif.prefix(600))")

    let install = try Self.shell(
      "set -e\n" + Self.actionScript("Install alert-preview"), in: folder,
      environment: ["DEB": "nowhere/alert-preview_*_amd64.deb"])
    #expect(install.status == 2)
    #expect(
      install.stdout.contains(
        "::error::alert-preview: deb 'nowhere/alert-preview_*_amd64.deb' names 0 files"),
      "\(install.stdout)")
  }
}
