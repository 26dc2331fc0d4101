import AlertSupport
import Foundation
import Testing

/// `-j N` draws in N worker processes of the binary: the files are those of `-j 1`, a worker
/// that dies is reported and its alert drawn again, and a stopped run leaves no worker behind
/// and no file half-written.
@Suite(.serialized) struct WorkerTests {
  /// 12 alerts on two devices in both orientations and appearances: 96 images, enough for
  /// several workers.
  static func writeSpecs(_ folder: URL, count: Int = 12) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for index in 1...count {
      try #"""
      {"id": "alert-\#(index)", "title": "Delete “Album \#(index)”?",
       "message": "Its \#(index) photos will be deleted from all your devices.",
       "buttons": [{"label": "Cancel", "role": "cancel"}, {"label": "Delete", "role": "destructive"}]}
      """#.write(
        to: folder.appendingPathComponent("alert-\(index).json"), atomically: true,
        encoding: .utf8)
    }
  }

  static func render(
    _ specs: URL, out: URL, jobs: Int, environment: [String: String] = [:]
  ) throws -> Binary.Result {
    try Binary.run(
      [
        "render", specs.path, "--out", out.path, "--device", "iphone-se,iphone-16",
        "--orientation", "portrait,landscape", "--appearance", "light,dark", "--format",
        "png,svg", "-j", String(jobs),
      ], environment: environment)
  }

  @Test func workersWriteWhatOneCoreWrites() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let specs = folder.appendingPathComponent("specs")
    try Self.writeSpecs(specs)
    let one = folder.appendingPathComponent("one")
    #expect(try Self.render(specs, out: one, jobs: 1).status == 0)
    let expected = try Binary.files(one)
    #expect(expected.count == 12 * 8 * 2)
    for jobs in [2, 3] {
      let out = folder.appendingPathComponent("j\(jobs)")
      let result = try Self.render(specs, out: out, jobs: jobs)
      #expect(result.status == 0, "\(result.stderr)")
      let actual = try Binary.files(out)
      #expect(actual.keys.sorted() == expected.keys.sorted())
      let differ = expected.keys.filter { actual[$0] != expected[$0] }.sorted()
      #expect(differ.isEmpty, "-j \(jobs) differs from -j 1 in \(differ.prefix(3))")
    }
  }

  /// At `-j 1` a command does its font work on its own thread (`FontThread`), and font work
  /// from any other thread stops the process: every command that draws or lints finishes there,
  /// with its threads for pages and inputs.
  @Test func everyCommandFinishesOnOneThread() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let specs = folder.appendingPathComponent("specs").path
    try Self.writeSpecs(URL(fileURLWithPath: specs))
    let look = ["--device", "iphone-se", "--orientation", "portrait,landscape", "-j", "1"]
    let out = { (name: String) in folder.appendingPathComponent(name).path }
    let runs: [[String]] = [
      ["render", specs, "--out", out("render"), "--format", "png,svg"] + look,
      ["gallery", specs, "--out", out("gallery")] + look,
      [
        "snapshot", specs, "--references", out("references"), "--report", out("report"),
        "--record", "all",
      ] + look,
      ["review", specs, "--out", out("review.pdf")] + look,
      ["lint", specs, "--format", "json", "-j", "1"],
    ]
    for arguments in runs {
      let result = try Binary.run(arguments)
      #expect([0, 1].contains(result.status), "\(arguments[0]): \(result.stderr)")
      #expect(!result.stderr.contains("Precondition failed"), "\(arguments[0]): \(result.stderr)")
    }
    #expect(try Binary.files(folder.appendingPathComponent("gallery")).count > 12)
  }

  /// Lint in batches on workers reports what one process reports, in the same order, for
  /// enough alerts (and findings) to be worth two workers: each finding in the same place
  /// (the word it names, a field, an unknown rule id in `lint.ignore`, run-time text at the
  /// alert), though the workers lint the specs without their places.
  @Test func workersLintAsOneCoreLints() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let specs = folder.appendingPathComponent("specs")
    try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    for index in 1...120 {
      let title = ["Error", "Delete “Album \(index)”?", "Are you sure you want to continue?"]
      try #"""
      {"id": "alert-\#(index)", "title": "\#(title[index % 3])",
       "message": "Something went wrong, please try again. You entered an invalid passwrod.",
       "buttons": [{"label": "OK"}, {"label": "Yes", "role": "destructive"}],
       \#(index % 2 == 0 ? #""runTime": {"title": "error.title"},"# : "")
       "lint": {"ignore": {"no-such-rule-\#(index % 5)": "kept"}}}
      """#.write(
        to: specs.appendingPathComponent("alert-\(index).json"), atomically: true,
        encoding: .utf8)
    }
    let one = try Binary.run(["lint", specs.path, "--format", "sarif", "-j", "1"])
    let two = try Binary.run(["lint", specs.path, "--format", "sarif", "-j", "2"])
    #expect(one.status == two.status, "\(two.stderr)")
    #expect(one.stderr == two.stderr)
    #expect(one.stdout.count > 10_000)
    #expect(two.stdout == one.stdout)
    // Each kind of place is in the report: a word's range, a rule id, run-time text.
    for rule in ["spelling", "no-blame", "unknown-rule", "text-not-static"] {
      #expect(one.stdout.contains("\"\(rule)\""), "\(rule)")
    }
    #expect(one.stdout.contains("\"endColumn\""))
  }

  /// An app's alert helper called from 120 places: its own literal ("Error") is one finding
  /// with workers too, though the calls are linted in several batches.
  @Test func aHelpersLiteralIsOneFindingAcrossBatches() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
    extension UIViewController {
      func showProblem(_ message: String) {
        let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
      }
    }
    """.write(
      to: folder.appendingPathComponent("Problems.swift"), atomically: true, encoding: .utf8)
    let calls = (0..<120).map {
      "  func failed\($0)() { showProblem(\"The list \($0) could not be saved.\") }"
    }
    try (["final class ListViewController: UIViewController {"] + calls + ["}"])
      .joined(separator: "\n")
      .write(
        to: folder.appendingPathComponent("ListViewController.swift"), atomically: true,
        encoding: .utf8)
    let one = try Binary.run(["lint", folder.path, "--format", "json", "-j", "1"])
    let two = try Binary.run(["lint", folder.path, "--format", "json", "-j", "2"])
    #expect(one.stdout.components(separatedBy: "\"title-one-word\"").count == 2, "\(one.stdout)")
    #expect(two.stdout == one.stdout)
  }

  /// Batches larger than a pipe holds, both ways (long messages, many findings each): the run
  /// keeps reading answers while it writes requests, so neither side waits on the other.
  @Test func longRequestsAndAnswersDoNotStallTheRun() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let specs = folder.appendingPathComponent("specs")
    try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    let sentence = "Error: something went wrong, please try again later!! "
    let message = String(repeating: sentence, count: 17)
    for index in 1...120 {
      try
        #"{"id": "alert-\#(index)", "title": "Error", "message": "\#(message)", "buttons": [{"label": "OK"}, {"label": "Yes"}]}"#
        .write(
          to: specs.appendingPathComponent("alert-\(index).json"), atomically: true,
          encoding: .utf8)
    }
    let run = try Binary.run(
      ["-s", "KILL", "60", Binary.path, "lint", specs.path, "--format", "json", "-j", "2"],
      executable: "/usr/bin/timeout")
    #expect(run.status != 124 && run.status != 128 + SIGKILL, "the run stalled")
    #expect(run.stdout.count > 200_000, "\(run.stderr)")
  }

  /// A worker killed after its third image set: the run says which alert it had, draws that
  /// alert again in a fresh worker, and finishes with the files of a clean run. (Only one
  /// worker is killed: were every worker killed at its third, the alert drawn again could be
  /// another's third.)
  @Test func aKilledWorkerIsReportedAndItsAlertDrawnAgain() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let specs = folder.appendingPathComponent("specs")
    try Self.writeSpecs(specs)
    let clean = folder.appendingPathComponent("clean")
    #expect(try Self.render(specs, out: clean, jobs: 1).status == 0)
    let out = folder.appendingPathComponent("out")
    let result = try Self.render(
      specs, out: out, jobs: 2,
      environment: [
        "ALERT_PREVIEW_TEST_KILL_WORKER_AFTER_WRITES": "3",
        "ALERT_PREVIEW_TEST_KILL_WORKER_ONCE": folder.appendingPathComponent("killed").path,
      ])
    #expect(result.status == 0, "\(result.stderr)")
    let reports = result.stderr.split(separator: "\n").filter { $0.contains("a worker") }
    #expect(reports.count == 1, "\(result.stderr)")
    for report in reports {
      #expect(
        report.wholeMatch(
          of:
            /render: a worker \(process \d+\) was killed by signal 9 \(Killed\) while drawing 'alert-\d+' in [a-z0-9-]+\.[a-z]+\.[a-z]+@\dx; trying again in a fresh worker/
        ) != nil, "\(report)")
    }
    let expected = try Binary.files(clean)
    let actual = try Binary.files(out)
    #expect(actual.keys.sorted() == expected.keys.sorted())
    #expect(expected.keys.filter { actual[$0] != expected[$0] }.isEmpty)
  }

  /// Workers that die on every alert: each alert is tried twice, then reported as not drawn,
  /// and the run ends with input errors rather than hanging or crashing.
  @Test func anAlertWhoseWorkerDiesTwiceIsAnError() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let specs = folder.appendingPathComponent("specs")
    try Self.writeSpecs(specs, count: 4)
    let result = try Self.render(
      specs, out: folder.appendingPathComponent("out"), jobs: 2,
      environment: ["ALERT_PREVIEW_TEST_KILL_WORKER_AFTER_WRITES": "1"])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "the images of 'alert-1' were not made: its worker was killed by signal 9 (Killed), "
          + "twice"), "\(result.stderr)")
  }

  /// Ctrl-C: SIGINT to the run's process group, as a terminal sends it. The run and every
  /// worker stop, and every image in the folder is whole.
  @Test func anInterruptedRunLeavesNoWorkerAndNoHalfWrittenFile() throws {
    let folder = try Binary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let specs = folder.appendingPathComponent("specs")
    try Self.writeSpecs(specs, count: 60)
    let out = folder.appendingPathComponent("out")
    let run = try Self.spawnInOwnGroup([
      Binary.path, "render", specs.path, "--out", out.path, "--device", "iphone-se,iphone-16",
      "--orientation", "portrait,landscape", "--appearance", "light,dark", "-j", "2",
    ])
    // Wait for the workers to start and draw.
    var workers: [Int32] = []
    var waited = 0
    while waited < 400, workers.count < 2 || Self.pngCount(out) < 20 {
      Thread.sleep(forTimeInterval: 0.02)
      waited += 1
      workers = Self.children(of: run)
    }
    #expect(workers.count == 2)
    kill(-run, SIGINT)
    var status: Int32 = 0
    waitpid(run, &status, 0)
    #expect(status & 0x7F == SIGINT, "the run was not stopped by Ctrl-C (status \(status))")
    var alive = workers
    waited = 0
    while waited < 100, !alive.isEmpty {
      Thread.sleep(forTimeInterval: 0.02)
      waited += 1
      alive = workers.filter { kill($0, 0) == 0 && !Self.isZombie($0) }
    }
    #expect(alive.isEmpty, "workers \(alive) outlived the run")
    let written = try Binary.files(out)
    #expect(!written.isEmpty && written.count < 60 * 8)
    for (name, bytes) in written {
      // A whole PNG ends with its IEND chunk.
      #expect(bytes.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]), "\(name)")
    }
  }

  /// Starts `arguments` in a process group of its own, with no signal blocked or ignored (a
  /// test's threads block most signals, and children inherit that).
  static func spawnInOwnGroup(_ arguments: [String]) throws -> pid_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var defaults = sigset_t()
    sigfillset(&defaults)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
    var environment = ProcessInfo.processInfo.environment
    environment["ALERT_PREVIEW_STYLES"] = Binary.root.appendingPathComponent("Styles").path
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var pid: pid_t = 0
    let status = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
    guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
    return pid
  }

  /// How many PNGs `folder` holds so far.
  static func pngCount(_ folder: URL) -> Int {
    let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".png") }.count
  }

  /// The processes whose parent is `pid` and that run as workers.
  static func children(of pid: Int32) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap(Int32.init).filter { child in
      guard let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      let command = (try? String(contentsOfFile: "/proc/\(child)/cmdline", encoding: .utf8)) ?? ""
      return fields.count > 2 && Int32(fields[1]) == pid && command.contains("__worker")
    }
  }

  static func isZombie(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return true }
    return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
  }
}
