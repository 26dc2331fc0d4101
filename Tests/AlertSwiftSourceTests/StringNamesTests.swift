import AlertSpec
import AlertSwiftSource
import Testing

/// Copy held in constants and formats, `#if` branches, and calls noted rather than read.
@Suite struct StringNamesTests {
  func alerts(_ source: String) -> SwiftExtraction {
    SwiftAlertExtractor.extract(source: source, file: "Sample.swift")
  }

  @Test func aLetOfTheScopeIsReadButAVarIsNot() throws {
    let result = alerts(
      """
      func confirm() {
        let title = NSLocalizedString("Sign out?", comment: "")
        var cancel = "Cancel"
        let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: cancel, style: .cancel))
      }
      """)
    let alert = try #require(result.alerts.first)
    #expect(alert.title == "Sign out?")
    #expect(alert.locations["title"]?.description == "Sample.swift:2:33")
    #expect(alert.buttons.map(\.label) == ["{cancel}"])
  }

  @Test(arguments: [
    (#"String(format: "Delete %1$@ and %2$@? %d%%", a, b)"#, "Delete {a} and {b}? {a}%"),
    (#"String(format: Strings.template, email)"#, "{template}"),
    (#"String.localizedStringWithFormat(fmt, count)"#, "Remove {count} items?"),
    (#"String(format: "Missing %@")"#, "Missing %@"),
  ])
  func formatsAreFilledWithPlaceholders(expression: String, expected: String) throws {
    let result = alerts(
      """
      func confirm() {
        let fmt = NSLocalizedString("Remove %lld items?", comment: "")
        let alert = UIAlertController(title: \(expression), message: nil, preferredStyle: .alert)
      }
      """)
    #expect(result.alerts.first?.title == expected)
  }

  @Test func onlyTheFirstBranchOfAnIfConfigIsRead() throws {
    let result = alerts(
      """
      struct V: View {
        var body: some View {
          Text("").alert("Saved", isPresented: $shown) {
            #if os(iOS)
              Button("Share") {}
            #else
              Button("Show in Finder") {}
            #endif
            Button("OK", role: .cancel) {}
          }
        }
      }
      """)
    #expect(result.alerts.first?.buttons.map(\.label) == ["Share", "OK"])
  }

  @Test func anAlertWithoutATitleArgumentIsNoted() {
    let result = alerts(
      """
      struct V: View {
        var body: some View {
          Text("").alert(isPresented: $failed, error: error) { _ in Button("OK") {} }
          Text("").alert(isPresented: $shown) { Alert(title: Text("Done")) }
        }
      }
      """)
    #expect(result.alerts.map(\.title) == ["Done"])
    #expect(result.skips.map(\.kind) == [.titleFromPresentedValue])
    #expect(result.notes.first?.location.description == "Sample.swift:3:14")
  }

  @Test func anotherAlertOfTheSameNameInAClosureIsNotNoted() {
    let result = alerts(
      """
      func confirm() {
        let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
        let retry = UIAlertAction(title: "Retry", style: .default) { _ in
          let alert = UIAlertController(title: "B", message: nil, preferredStyle: .alert)
          alert.addAction(UIAlertAction(title: "OK", style: .default))
        }
        alert.addAction(retry)
        DispatchQueue.main.async {
          let alert = UIAlertController(title: "C", message: nil, preferredStyle: .alert)
          alert.addAction(UIAlertAction(title: "OK", style: .default))
        }
      }
      """)
    #expect(result.alerts.map(\.title) == ["A", "B", "C"])
    #expect(result.skips.isEmpty)
  }
}

/// Files that name no alert are not parsed: most of an app's files, and nearly all the time.
@Suite struct AlertWordsTests {
  @Test(arguments: [
    ("func f( {", false),
    ("func f( { // shows an Alert", false),
    ("func f( { showAlert(); let alertView = NSAlert() ", false),
    ("func f( { x.confirmationDialog", true),
    ("func f( { x.alert (\n", true),
    ("func f( { Alert(", true),
    ("func f( { ActionSheet(", true),
    ("func f( { let a: UIAlertAction", true),
    ("func f( { // alert-preview:ignore", true),
    ("let alertness = 1; func f( {", false),
  ])
  func onlyFilesThatNameAnAlertAreParsed(source: String, parsed: Bool) {
    let result = SwiftAlertExtractor.extract(source: source, file: "A.swift")
    #expect(result.filesRead == 1)
    #expect(result.filesWithSyntaxErrors == (parsed ? ["A.swift"] : []))
  }
}
