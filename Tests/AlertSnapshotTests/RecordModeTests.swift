import AlertRender
import Foundation
import Testing

@testable import AlertSnapshot

/// Each record mode against a missing, a matching and a changed reference.
@Suite struct RecordModeTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var mode: RecordMode
    var reference: String  // none, same, changed
    var status: SnapshotStatus
    var recorded: Bool
    var testDescription: String { "\(mode.rawValue), reference \(reference)" }
  }

  static let cases: [Case] = [
    Case(mode: .missing, reference: "none", status: .new, recorded: true),
    Case(mode: .missing, reference: "same", status: .passed, recorded: false),
    Case(mode: .missing, reference: "changed", status: .failed, recorded: false),
    Case(mode: .failed, reference: "none", status: .new, recorded: true),
    Case(mode: .failed, reference: "same", status: .passed, recorded: false),
    Case(mode: .failed, reference: "changed", status: .failed, recorded: true),
    Case(mode: .all, reference: "none", status: .new, recorded: true),
    Case(mode: .all, reference: "same", status: .passed, recorded: true),
    Case(mode: .all, reference: "changed", status: .failed, recorded: true),
    Case(mode: .never, reference: "none", status: .missing, recorded: false),
    Case(mode: .never, reference: "same", status: .passed, recorded: false),
    Case(mode: .never, reference: "changed", status: .failed, recorded: false),
  ]

  @Test(arguments: cases)
  func recordMode(_ c: Case) throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let refs = folder.appendingPathComponent("refs")
    let spec = try Fixtures.spec(Fixtures.deletePhotos)
    var other = spec
    other.title = "Delete “Holiday Photos”?"
    let png = try Fixtures.render(spec)
    let name = SnapshotNames.reference(id: spec.id, Fixtures.configuration())
    let path = refs.appendingPathComponent(name)
    if c.reference != "none" {
      try FileManager.default.createDirectory(
        at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
      try (c.reference == "same" ? png : Fixtures.render(other)).write(to: path)
    }
    let before = try? Data(contentsOf: path)
    let verifier = SnapshotVerifier(
      references: refs, artifacts: folder.appendingPathComponent("report"), mode: c.mode)
    let result = try verifier.verify(id: spec.id, configuration: Fixtures.configuration(), png: png)
    #expect(result.status == c.status)
    #expect(result.recorded == c.recorded)
    #expect(result.failsRun == (c.status != .passed || c.recorded), "a recording run fails")
    let after = try? Data(contentsOf: path)
    if c.recorded {
      #expect(after == png, "the render was written")
    } else {
      #expect(after == before, "the reference was left alone")
    }
    if c.status == .failed || c.status == .missing {
      let actual = try #require(result.artifacts["actual"])
      #expect(
        try Data(contentsOf: folder.appendingPathComponent("report").appendingPathComponent(actual))
          == png)
    }
    if c.status == .failed {
      let panels = try PNGImage(
        data: Data(
          contentsOf: folder.appendingPathComponent("report").appendingPathComponent(
            try #require(result.artifacts["panels"]))))
      let single = try PNGImage(data: png)
      #expect(panels.width == 3 * single.width + 4 * 8)
    }
  }

  @Test(arguments: [
    ([:], RecordMode.missing), (["CI": "true"], .never), (["CI": "false"], .missing),
    (["CI": "1", "ALERT_PREVIEW_RECORD": "failed"], .failed), (["ALERT_PREVIEW_RECORD": "1"], .all),
  ])
  func theModeComesFromTheEnvironment(environment: [String: String], mode: RecordMode) throws {
    #expect(try RecordMode.resolve(nil, environment: environment) == mode)
    #expect(try RecordMode.resolve(.never, environment: environment) == .never, "explicit wins")
  }

  @Test func anUnknownModeInTheEnvironmentIsAnError() {
    #expect(throws: SnapshotInputError.self) {
      try RecordMode.resolve(nil, environment: ["ALERT_PREVIEW_RECORD": "sometimes"])
    }
  }
}
