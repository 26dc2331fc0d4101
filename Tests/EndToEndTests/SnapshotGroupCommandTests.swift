import Foundation
import Testing

/// `alert-preview snapshot` groups failures by alert and change, and each group's printed
/// accept command re-records exactly its references.
@Suite(.serialized) struct SnapshotGroupCommandTests {
  @Test func oneChangedWordInFourConfigurationsIsOneGroup() throws {
    let fixture = try SnapshotChangeFixture()
    defer { fixture.remove() }
    try fixture.write(save: "Save this note?", logOut: "Log out")
    let run = try fixture.run()
    #expect(run.status == 1)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.hasPrefix("FAIL: ") } == ["FAIL: save-draft in 4 configurations"])
    #expect(lines.contains("  changed: the title"))
    #expect(lines.contains("  configurations: iphone-se.{portrait,landscape}.{light,dark}@2x"))
    let accept = try #require(lines.first { $0.hasPrefix("  accept: ") })
    #expect(accept.hasSuffix("--record failed --filter save-draft"))
    #expect(!run.stdout.contains("accept every failure"), "one group: one command")
    let groups = try fixture.groups()
    #expect(groups.count == 1)
    #expect(groups.first?["configurations"] as? [String] == SnapshotChangeFixture.configurations)
    let junit = try String(
      contentsOf: fixture.report.appendingPathComponent("junit.xml"), encoding: .utf8)
    #expect(junit.components(separatedBy: "save-draft: the title changed (group of 4").count == 5)
  }

  @Test func twoChangesAreTwoGroupsAndAGroupsCommandAcceptsOnlyIt() throws {
    let fixture = try SnapshotChangeFixture()
    defer { fixture.remove() }
    let before = try fixture.references()
    // Two changes to save-draft (its title everywhere, and a dark reference replaced by the
    // light one) and one to log-out (its button).
    let tampered = "save-draft/save-draft.iphone-se.portrait.dark@2x.png"
    let light = try #require(before["save-draft/save-draft.iphone-se.portrait.light@2x.png"])
    try light.write(to: fixture.refs.appendingPathComponent(tampered))
    try fixture.write(save: "Save this note?", logOut: "Sign out")
    let run = try fixture.run()
    #expect(run.status == 1)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.filter { $0.hasPrefix("FAIL: ") } == [
        "FAIL: log-out in 4 configurations", "FAIL: save-draft in 3 configurations",
        "FAIL: save-draft iphone-se.portrait.dark@2x",
      ])
    #expect(try fixture.groups().count == 3)
    let accepts = lines.filter { $0.hasPrefix("  accept: ") }
    #expect(accepts.count == 3)
    #expect(lines.contains { $0.hasPrefix("accept every failure: ") })
    let html = try String(
      contentsOf: fixture.report.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("Accept every failure:"))
    #expect(html.components(separatedBy: #"class="copy""#).count == 5, "four commands to copy")
    let titleGroup = try #require(accepts.dropFirst().first)
    #expect(
      titleGroup.hasSuffix(
        "--filter save-draft --only iphone-se.portrait.light@2x,iphone-se.landscape.light@2x,"
          + "iphone-se.landscape.dark@2x"))

    let accepted = try fixture.accept(titleGroup)
    #expect(accepted.status == 1, "re-recording fails the run: \(accepted.stdout)")
    let after = try fixture.references()
    let changed = Set(before.keys.filter { before[$0] != after[$0] })
    #expect(
      changed == [
        "save-draft/save-draft.iphone-se.portrait.light@2x.png",
        "save-draft/save-draft.iphone-se.landscape.light@2x.png",
        "save-draft/save-draft.iphone-se.landscape.dark@2x.png", tampered,
      ])
    #expect(after[tampered] == light, "the other group's reference is untouched")

    // The dark one's own command, then log-out's old label back: everything passes.
    #expect(try fixture.accept(try #require(accepts.last)).status == 1)
    try fixture.write(save: "Save this note?", logOut: "Log out")
    let again = try fixture.run()
    #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
  }

  @Test func onlyNamingNoConfigurationIsAUsageError() throws {
    let fixture = try SnapshotChangeFixture()
    defer { fixture.remove() }
    let run = try fixture.run(["--only", "iphone-se.portrait.light@3x"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("Did you mean 'iphone-se.portrait.light@2x'?"), "\(run.stderr)")
  }
}
