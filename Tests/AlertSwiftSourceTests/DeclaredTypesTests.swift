import Testing

@testable import AlertSwiftSource

/// The types a file declares, and its `UIAlertController` subclasses, read from its bytes.
@Suite struct DeclaredTypesTests {
  @Test func namesEveryPartOfDeclaredAndExtendedTypes() {
    let source = """
      enum L10n { struct Alerts {} }
      extension L10n.Settings {}
      final class Picker: UIAlertController {}
      class Other : UIKit.UIAlertController {}
      class func make() {}  // a subclass is not a class
      let subclass = 1
      """
    let declared = DeclaredTypes(in: source)
    #expect(declared.names.isSuperset(of: ["L10n", "Alerts", "Settings", "Picker", "Other"]))
    #expect(!declared.names.contains("subclass"))
    #expect(declared.alertControllers == ["Picker", "Other"])
  }

  @Test(arguments: [
    ("import AppKit\nclass A {}", true),
    ("import Cocoa\nclass A {}", true),
    ("import AppKit\nimport SwiftUI\nclass A {}", false),
    ("import UIKit\nclass A {}", false),
    ("class A { let s = \"import AppKit\" }", false),
  ])
  func macOnlyFilesAreNotReadForAlerts(source: String, macOnly: Bool) {
    #expect(AlertWords.isMacOnly(source) == macOnly)
  }

  @Test func aQualifiedNameIsLookedForInTheTypeItIsDeclaredIn() {
    #expect(RepositoryRead.declaringType("L10n.Alerts.title") == "Alerts")
    #expect(RepositoryRead.declaringType("error.localizedDescription") == nil)
    #expect(RepositoryRead.declaringType("title") == nil)
  }
}
