import AlertSupport
import Foundation
import Testing

struct LexicalPathTests {
  @Test(arguments: [
    ("specs/b.json", "/work/specs/b.json"),
    ("specs/./a/../b.json", "/work/specs/b.json"),
    ("specs//b.json", "/work/specs/b.json"),
    ("/abs/x/../y.json", "/abs/y.json"),
    ("../../../up.json", "/up.json"),
    (".", "/work"),
  ])
  func absoluteNormalisesByText(path: String, expected: String) {
    #expect(LexicalPath.absolute(path, in: "/work") == expected)
  }

  @Test func agreesWithFoundationOnFiles() {
    let base = FileManager.default.currentDirectoryPath
    for path in ["Package.swift", "./Sources/../Package.swift", "Tests//Fixtures/x.json"] {
      #expect(
        LexicalPath.absolute(path, in: base)
          == URL(fileURLWithPath: path).standardizedFileURL.path)
    }
  }

  @Test func folderOfAFile() {
    #expect(LexicalPath.folder(of: "specs/b.json", in: "/work") == "/work/specs")
    #expect(LexicalPath.folder(of: "/top.json", in: "/work") == "/")
  }
}
