import Foundation
import Testing

@testable import StyleSheet

/// Hostile XML is refused quickly, without reading files or expanding entities.
@Suite struct SafetyTests {
  /// Loads `text` as a sheet, expecting a refusal within a second.
  private func expectRefusedQuickly(
    _ text: String, sourceLocation: SourceLocation = #_sourceLocation
  )
    throws -> StyleSheetError
  {
    let start = Date()
    let error = try Fixtures.error(loading: text)
    #expect(Date().timeIntervalSince(start) < 1, sourceLocation: sourceLocation)
    return error
  }

  @Test func externalEntityIsRefused() throws {
    let error = try expectRefusedQuickly(
      """
      <?xml version="1.0"?>
      <!DOCTYPE style [<!ENTITY x SYSTEM "file:///etc/passwd">]>
      <style name="x" summary="&x;"/>
      """)
    #expect(error.line == 2)
    #expect(error.message.contains("may not declare a DOCTYPE"))
    #expect(!error.description.contains("root:"))
  }

  @Test func externalDTDIsNeverRead() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A FIFO with no writer: opening it for reading would block, so a prompt answer proves
    // the parser never opened it.
    let fifo = folder + "/trap.dtd"
    try #require(mkfifo(fifo, 0o600) == 0)
    for target in [fifo, folder + "/does-not-exist.dtd"] {
      let error = try expectRefusedQuickly(
        """
        <?xml version="1.0"?>
        <!DOCTYPE style SYSTEM "\(target)">
        <style name="x"/>
        """)
      #expect(error.line == 2)
      #expect(error.message.contains("DOCTYPE"))
    }
  }

  @Test func billionLaughsIsRefused() throws {
    var entities = "<!ENTITY lol0 \"lol\">\n"
    for level in 1...9 {
      entities +=
        "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">\n"
    }
    let error = try expectRefusedQuickly(
      """
      <?xml version="1.0"?>
      <!DOCTYPE style [
      \(entities)]>
      <style name="x" summary="&lol9;">&lol9;</style>
      """)
    #expect(error.line == 2)
    #expect(error.message.contains("DOCTYPE"))
  }

  @Test func undeclaredEntityIsRefused() throws {
    let error = try expectRefusedQuickly(
      """
      <?xml version="1.0"?>
      <style name="x"
             summary="&x;"/>
      """)
    #expect(error.line == 3)
    #expect(error.message.contains("entity"))
  }

  @Test func predefinedEntitiesAreFine() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = try Fixtures.write(
      Fixtures.derived("").replacingOccurrences(of: "A test sheet", with: "Fish &amp; chips"),
      to: "amp.xml", in: folder)
    let sheet = try StyleSheetLoader.load(path, searchPaths: Fixtures.searchPaths)
    #expect(sheet.summary == "Fish & chips")
  }

  @Test func concurrentLoadsAgree() async throws {
    let sheets = try await withThrowingTaskGroup(of: StyleSheet.self) { group in
      for _ in 0..<8 {
        group.addTask { try StyleSheetLoader.load("ios", searchPaths: Fixtures.searchPaths) }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(Set(sheets).count == 1)
  }
}
