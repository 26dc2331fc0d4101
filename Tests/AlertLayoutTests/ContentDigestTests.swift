import AlertLayout
import Foundation
import Testing

/// `ContentDigest.sha256` (GLib) against the FIPS 180-4 / NIST CAVP example digests.
@Suite struct ContentDigestTests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
    (
      "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
      "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
    ),
  ])
  func nistVectors(message: String, digest: String) {
    #expect(ContentDigest.sha256(message) == digest)
    #expect(ContentDigest.sha256(Data(message.utf8)) == digest)
  }

  @Test func oneMillionTimesA() {
    let data = Data(repeating: UInt8(ascii: "a"), count: 1_000_000)
    #expect(
      ContentDigest.sha256(data)
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test func aSliceIsDigestedFromItsOwnStart() {
    let data = Data("xxabc".utf8).dropFirst(2)
    #expect(
      ContentDigest.sha256(data)
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  @Test func oneChangedByteChangesTheDigest() {
    #expect(ContentDigest.sha256("alert-preview") != ContentDigest.sha256("alert-previex"))
  }
}
