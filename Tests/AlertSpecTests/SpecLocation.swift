@testable import AlertSpec

/// `AlertSpec`'s source location, named so it does not clash with `Testing.SourceLocation`
/// (the module name `AlertSpec` is shadowed by the struct, so it cannot qualify the type).
typealias SpecLocation = SourceLocation

/// A location in the test file `t.json`.
func at(_ line: Int, _ column: Int, file: String = "t.json") -> SpecLocation {
  SpecLocation(file: file, line: line, column: column)
}
