import Testing

@testable import StyleSheet

/// Dynamic Type sizes by their short names and by UIKit's.
@Suite struct TextSizeTests {
  @Test(arguments: [
    ("AX3", TextSize.AX3), ("ax3", .AX3), ("accessibilityExtraLarge", .AX3),
    ("UIContentSizeCategoryAccessibilityExtraLarge", .AX3), (".extraSmall", .xS),
    ("xxxL", .xxxL), ("extraExtraExtraLarge", .xxxL), ("large", .L), ("L", .L),
    ("accessibilityMedium", .AX1), ("accessibilityExtraExtraExtraLarge", .AX5), ("medium", .M),
  ])
  func namesResolve(name: String, size: TextSize) {
    #expect(TextSize(name: name) == size)
  }

  @Test(arguments: ["", "XL?", "AX6", "huge", "accessibility"])
  func otherNamesDoNot(name: String) {
    #expect(TextSize(name: name) == nil)
  }

  @Test func orderAndAccessibility() {
    #expect(TextSize.allCases.count == 12)
    #expect(TextSize.xxxL < .AX1)
    #expect(!TextSize.xxxL.isAccessibility)
    #expect(TextSize.AX1.isAccessibility)
    #expect(TextSize.allCases.filter(\.isAccessibility).count == 5)
  }
}
