import AlertLayout
import AlertRender
import Foundation
import Testing

@testable import AlertSnapshot

/// The test-suite API and the hermetic font environment.
@Suite struct LibraryAndFontTests {
  @Test func assertSnapshotsRecordsFailsThenPasses() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = try Fixtures.spec(Fixtures.deletePhotos)
    let configurations = [Fixtures.configuration()]
    let refs = folder.appendingPathComponent("__Snapshots__")
    let artifacts = folder.appendingPathComponent("artifacts")
    let first = #expect(throws: SnapshotFailure.self) {
      try AlertSnapshotTesting.assertSnapshots(
        of: spec, style: Fixtures.ios, configurations: configurations, record: .missing,
        references: refs, artifacts: artifacts)
    }
    #expect(
      first?.description.contains("NEW: delete-photo-album iphone-se.portrait.light@2x") == true)
    let summary = try AlertSnapshotTesting.assertSnapshots(
      of: spec, style: Fixtures.ios, configurations: configurations, record: .never,
      references: refs, artifacts: artifacts)
    #expect(summary.passed == ["delete-photo-album iphone-se.portrait.light@2x"])
    var changed = spec
    changed.title = "Delete “Vacation Photo”?"
    let failure = #expect(throws: SnapshotFailure.self) {
      try AlertSnapshotTesting.assertSnapshots(
        of: changed, style: Fixtures.ios, configurations: configurations, record: .never,
        references: refs, artifacts: artifacts)
    }
    let message = failure?.description ?? ""
    #expect(message.contains("FAIL: delete-photo-album"))
    #expect(
      message.contains(
        "accept: ALERT_PREVIEW_RECORD=failed swift test --filter LibraryAndFontTests"))
    #expect(message.contains("panels: "))
  }

  @Test func aMissingFamilyNamesTheFamilyAndThePackage() {
    let error = #expect(throws: FontEnvironmentError.self) {
      try FontEnvironment.forFamilies(["Inter", "Noto Sans Klingon Imaginary"])
    }
    #expect(error?.message.contains("'Noto Sans Klingon Imaginary' is not installed") == true)
    #expect(error?.message.contains("fonts-noto-core") == true)
  }

  @Test func thePrivateConfigurationHoldsOnlyTheSheetsFamilies() throws {
    let fonts = try FontEnvironment.forStyle(Fixtures.ios)
    #expect(fonts.families == Fixtures.ios.fonts.title.families)
    #expect(fonts.families.first == "Inter" && fonts.families.contains("Noto Sans Hebrew"))
    let names = fonts.files.map { URL(fileURLWithPath: $0).lastPathComponent }
    #expect(names.contains("Inter-SemiBold.otf"))
    #expect(!names.contains { $0.hasPrefix("DejaVu") || $0.hasPrefix("InterDisplay") })
    #expect(try FontEnvironment.forStyle(Fixtures.ios) === fonts, "built once per process")
    let digests = try fonts.fileDigests()
    #expect(digests.values.allSatisfy { $0.count == 64 })
  }

  @Test func theFingerprintNamesEveryLibrary() throws {
    let fingerprint = try Fingerprint.current(fonts: FontEnvironment.forStyle(Fixtures.ios))
    #expect(
      Set(fingerprint.libraries.keys)
        == ["cairo", "pango", "harfbuzz", "freetype", "fontconfig", "libpng"])
    #expect(fingerprint.libraries.values.allSatisfy { $0.first?.isNumber == true })
    #expect(fingerprint.differences(from: fingerprint).isEmpty)
  }

  /// References drawn by another alert-preview say so; those recorded before the drawing was
  /// kept in the fingerprint say nothing about it.
  @Test func anotherDrawingIsADifference() throws {
    let fingerprint = try Fingerprint.current(fonts: FontEnvironment.forStyle(Fixtures.ios))
    #expect(fingerprint.drawing == AlertRenderer.drawingVersion)
    var older = fingerprint
    older.drawing = "0123456789abcdef"
    let found = fingerprint.differences(from: older)
    #expect(found.count == 1)
    #expect(found.first?.contains("0123456789ab in the references") == true, "\(found)")
    older.drawing = nil
    #expect(fingerprint.differences(from: older).isEmpty)
    // A fingerprint.json written before the drawing was kept still reads.
    var json =
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(fingerprint))
      as? [String: Any] ?? [:]
    json["drawing"] = nil
    let read = try JSONDecoder().decode(
      Fingerprint.self, from: JSONSerialization.data(withJSONObject: json))
    #expect(read.drawing == nil && read.fonts == fingerprint.fonts)
  }
}
