import Foundation

/// `Tests/Fixtures/Strings/Variants/Localizable.xcstrings`: a String Catalog whose translations
/// vary: `photos.deleted` by plural in English and through a `%#@photos@` substitution in
/// Polish, `tap.hint` by device with plurals inside the iPhone's.
enum VariantCatalog {
  static var text: String {
    (try? String(
      contentsOf: StringFixtures.root.appendingPathComponent("Variants/Localizable.xcstrings"),
      encoding: .utf8)) ?? ""
  }
}
