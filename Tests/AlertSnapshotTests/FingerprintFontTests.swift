import AlertLayout
import Foundation
import Testing

@testable import AlertSnapshot

/// The fingerprint of hermetic renders covers the CJK and emoji fonts they draw with.
@Suite struct FingerprintFontTests {
  @Test func theFingerprintHoldsTheCJKAndEmojiFiles() throws {
    let fingerprint = try Fingerprint.current(fonts: FontEnvironment.forStyle(Fixtures.ios))
    for name in ["NotoColorEmoji.ttf", "NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc"] {
      #expect(fingerprint.fonts[name]?.count == 64, "\(name) is not in the fingerprint")
    }
  }

  @Test func referencesMadeWithoutTheEmojiFontSaySo() throws {
    let fingerprint = try Fingerprint.current(fonts: FontEnvironment.forStyle(Fixtures.ios))
    var recorded = fingerprint
    recorded.fonts["NotoColorEmoji.ttf"] = nil
    #expect(
      fingerprint.differences(from: recorded) == ["font NotoColorEmoji.ttf: not in the references"])
  }
}
