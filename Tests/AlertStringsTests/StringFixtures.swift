import AlertSpec
import AlertStrings
import Foundation
import Testing

/// `Tests/Fixtures/Strings`: a four-locale String Catalog with a spec, and `.lproj` folders.
enum StringFixtures {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Strings")

  /// `Photos/`: Localizable.xcstrings (en, de, fr, ar) and delete-album.json.
  static var photos: String { root.appendingPathComponent("Photos").path }
  /// `Legacy/`: en.lproj and de.lproj with Localizable.strings and .stringsdict.
  static var legacy: String { root.appendingPathComponent("Legacy").path }

  /// The delete-album spec, loaded.
  static func deleteAlbum() throws -> AlertSpec {
    let loaded = SpecLoader.load(paths: [photos + "/delete-album.json"])
    #expect(loaded.diagnostics == [])
    return try #require(loaded.alerts.first)
  }

  /// The strings a spec points at.
  static func strings(of spec: AlertSpec) throws -> StringSource {
    try StringSource.read(try #require(StringSources.path(of: spec)))
  }

  /// A spec from JSON5 text, as if it were a file in `Photos/`.
  static func spec(_ text: String) throws -> AlertSpec {
    let loaded = SpecLoader.load(text: text, file: photos + "/inline.json")
    #expect(loaded.diagnostics == [], "\(loaded.diagnostics)")
    return try #require(loaded.alerts.first)
  }
}
