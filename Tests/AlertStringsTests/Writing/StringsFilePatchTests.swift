import AlertSpec
import AlertStrings
import Foundation
import Testing

/// ``StringsFilePatch``: one value of a `.strings` file replaced, escaped so Foundation reads it
/// back, with comments and other lines kept.
@Suite struct StringsFilePatchTests {
  static let file = """
    /* "leave.title" = "a commented-out line"; */
    // "leave.title" = "another";
    "leave.title" = "Leave?";
    "leave.ok"="OK"; "leave.cancel" = "Cancel \\"now\\"";

    """

  @Test(
    "A value is replaced in place and reads back",
    arguments: ["Quitter ?", "Say \"hi\"\nthen \\ leave\t!", "", "Löschen 📷"])
  func replaces(_ value: String) throws {
    let patched = try #require(
      try StringsFilePatch.setting(value, key: "leave.title", in: Self.file, file: "f.strings"))
    // Only the value's quoted text changed (not the commented-out lines' "leave.title").
    #expect(
      patched
        == Self.file.replacingOccurrences(
          of: #""leave.title" = "Leave?""#,
          with: #""leave.title" = "# + StringsFilePatch.quoted(value)))
    let read = try StringsFileReader.readStrings(Data(patched.utf8), file: "f.strings")
    #expect(read["leave.title"]?.format == value)
    #expect(read["leave.cancel"]?.format == "Cancel \"now\"")
    #expect(read.count == 3)
  }

  @Test("A key on a line with another is found; the same value changes nothing")
  func findsKeysAnywhere() throws {
    let patched = try #require(
      try StringsFilePatch.setting("Stop", key: "leave.cancel", in: Self.file, file: "f.strings"))
    #expect(patched == Self.file.replacingOccurrences(of: #""Cancel \"now\"""#, with: #""Stop""#))
    #expect(try StringsFilePatch.setting("OK", key: "leave.ok", in: Self.file, file: "f") == nil)
  }

  @Test("A missing key is added on a line of its own at the end")
  func addsAKey() throws {
    let patched = try #require(
      try StringsFilePatch.setting("Later", key: "leave.later", in: "\"a\" = \"b\";", file: "f"))
    #expect(patched == "\"a\" = \"b\";\n\"leave.later\" = \"Later\";\n")
  }
}
