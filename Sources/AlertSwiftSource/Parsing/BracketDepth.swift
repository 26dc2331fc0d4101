/// How deeply a Swift file nests its brackets, found by a cheap scan that knows comments and
/// string literals (multi-line, raw, and the code of their interpolations), run before
/// SwiftParser so that a hostile file cannot make it take minutes or overflow the stack.
///
/// SwiftParser's lookahead on nested square brackets is exponential: with the debug build of
/// the tool, `lint` of a file holding `[[…]]` took 0.7 s at depth 12, 1.4 s at 16, 2.6 s at
/// 18 and 6.7 s at 20 (and minutes past 22); at depth 3,000 the parser overflows the stack.
/// Past its own nesting limit (256) it drops the rest of the file. So a file deeper than
/// ``maximumSquareDepth`` square brackets or ``maximumDepth`` brackets of all kinds is an input
/// error, named at its first bracket too deep, and is not parsed.
enum BracketDepth {
  /// Deepest nesting of `[` accepted (14); real code nests array literals three or four deep.
  static let maximumSquareDepth = 14
  /// Deepest nesting of `(`, `[` and `{` together accepted (100), well inside SwiftParser's
  /// nesting limit of 256.
  static let maximumDepth = 100

  /// Where the first bracket past a budget is, 1-based line and UTF-8 column, with whether it
  /// was the square-bracket budget; `nil` when the file is within both.
  static func firstTooDeep(in source: String) -> (line: Int, column: Int, square: Bool)? {
    let bytes = Array(source.utf8)
    var index = 0
    var line = 1
    var lineStart = 0
    var brackets: [UInt8] = []
    var squares = 0
    // Open interpolations: the string to go back to, and the bracket count inside `\(`.
    var interpolations: [(hashes: Int, multiline: Bool, base: Int)] = []
    var string: (hashes: Int, multiline: Bool)?

    func at(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }
    func hashes(from start: Int) -> Int {
      var count = 0
      while start + count < bytes.count, bytes[start + count] == UInt8(ascii: "#") { count += 1 }
      return count
    }

    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
        if let open = string, !open.multiline { string = nil }  // Unterminated: back to code.
        index += 1
        continue
      }
      if let open = string {
        if byte == UInt8(ascii: "\\"), hashes(from: index + 1) == open.hashes {
          let next = index + 1 + open.hashes
          if next < bytes.count, bytes[next] == UInt8(ascii: "(") {
            brackets.append(UInt8(ascii: "("))
            interpolations.append((open.hashes, open.multiline, brackets.count))
            string = nil
            index = next + 1
          } else {
            index = next + 1
          }
          continue
        }
        let quotes = open.multiline ? 3 : 1
        if byte == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ at($0) == UInt8(ascii: "\"") }),
          hashes(from: index + quotes) >= open.hashes
        {
          index += quotes + open.hashes
          string = nil
          continue
        }
        index += 1
        continue
      }
      switch byte {
      case UInt8(ascii: "/") where at(1) == UInt8(ascii: "/"):
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "/") where at(1) == UInt8(ascii: "*"):
        var depth = 0
        repeat {
          if at(0) == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
            depth += 1
            index += 2
          } else if at(0) == UInt8(ascii: "*"), at(1) == UInt8(ascii: "/") {
            depth -= 1
            index += 2
          } else {
            if at(0) == UInt8(ascii: "\n") {
              line += 1
              lineStart = index + 1
            }
            index += 1
          }
        } while depth > 0 && index < bytes.count
      case UInt8(ascii: "#"), UInt8(ascii: "\""):
        let count = hashes(from: index)
        guard index + count < bytes.count, bytes[index + count] == UInt8(ascii: "\"") else {
          index += max(count, 1)
          continue
        }
        index += count
        let multiline = at(1) == UInt8(ascii: "\"") && at(2) == UInt8(ascii: "\"")
        string = (count, multiline)
        index += multiline ? 3 : 1
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        brackets.append(byte)
        if byte == UInt8(ascii: "[") { squares += 1 }
        if brackets.count > maximumDepth || squares > maximumSquareDepth {
          return (line, index - lineStart + 1, squares > maximumSquareDepth)
        }
        index += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        if byte == UInt8(ascii: ")"), let open = interpolations.last, open.base == brackets.count {
          interpolations.removeLast()
          brackets.removeLast()
          string = (open.hashes, open.multiline)
        } else if let last = brackets.popLast(), last == UInt8(ascii: "[") {
          squares -= 1
        }
        index += 1
      default:
        index += 1
      }
    }
    return nil
  }
}
