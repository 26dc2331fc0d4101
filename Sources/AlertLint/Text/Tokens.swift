import Foundation

/// Classifying the parts of copy that are not prose: URLs, e-mail addresses, domains, file names,
/// paths, format placeholders and code-like tokens. They are never spell-checked, case-checked
/// or read as words by any rule.
enum Tokens {
  /// What a non-prose span is.
  enum Kind: String, Sendable {
    case url, email, domain, path, placeholder, code
  }

  /// The non-prose spans of `characters`, as character ranges with their kind.
  static func spans(in characters: [Character]) -> [(range: Range<Int>, kind: Kind)] {
    var result: [(Range<Int>, Kind)] = []
    // Placeholders may sit inside a word (`%@'s`, `{count}x`): found first, anywhere.
    var index = 0
    while index < characters.count {
      if let end = placeholderEnd(characters, from: index) {
        result.append((index..<end, .placeholder))
        index = end
      } else {
        index += 1
      }
    }
    // The other kinds are whole white-space separated chunks, without their surrounding
    // punctuation (`(see example.com).` → `example.com`).
    index = 0
    while index < characters.count {
      guard !characters[index].isWhitespace else {
        index += 1
        continue
      }
      var end = index
      while end < characters.count, !characters[end].isWhitespace { end += 1 }
      var start = index
      var stop = end
      while start < stop, leading.contains(characters[start]) { start += 1 }
      while stop > start, trailing.contains(characters[stop - 1]) { stop -= 1 }
      if start < stop, let kind = kind(of: String(characters[start..<stop])),
        !result.contains(where: { $0.0.overlaps(start..<stop) && $0.1 == .placeholder })
      {
        result.append((start..<stop, kind))
      }
      index = end
    }
    return result.sorted { $0.0.lowerBound < $1.0.lowerBound }
  }

  private static let leading: Set<Character> = ["(", "[", "\"", "'", "“", "‘", "«", "„", "「"]
  private static let trailing: Set<Character> = [
    ")", "]", "\"", "'", "”", "’", "»", "」", ".", ",", ";", ":", "!", "?", "。", "？", "！", "؟", "…",
  ]

  /// The kind of one chunk of text, or `nil` when it is prose. Every rule splits its text into
  /// chunks, so the ASCII marks each kind needs are looked for in the chunk's UTF-8 first:
  /// searching its characters with Foundation took a twelfth of a lint run.
  static func kind(of chunk: String) -> Kind? {
    let bytes = chunk.utf8
    if has(chunk, "://") { return .url }
    if bytes.count >= 4 {
      let start = chunk.prefix(7).lowercased()
      if start.hasPrefix("www.") || start.hasPrefix("mailto:") { return .url }
    }
    if let at = chunk.firstIndex(of: "@"), at != chunk.startIndex,
      chunk[chunk.index(after: at)...].utf8.contains(UInt8(ascii: ".")),
      chunk[..<at].contains(where: Words.isWordCharacter)
    {
      return .email
    }
    if bytes.contains(where: codeMarks.contains) || has(chunk, "::") || has(chunk, "()") {
      return .code
    }
    if bytes.contains(UInt8(ascii: "/")) || bytes.first == UInt8(ascii: "~"), chunk.count > 1 {
      return .path
    }
    // Inner dots between word characters: `example.com`, `Notes.txt`, `v2.1`.
    guard bytes.contains(UInt8(ascii: ".")) else { return nil }
    let parts = chunk.split(separator: ".", omittingEmptySubsequences: false)
    if parts.count > 1,
      parts.allSatisfy({ part in
        !part.isEmpty && part.allSatisfy { Words.isWordCharacter($0) || $0 == "-" }
      })
    {
      return .domain
    }
    return nil
  }

  /// The characters only code has in prose: `snake_case`, `a=b`, `<tag>`, `#define`.
  private static let codeMarks = Set("`_=<>\\|{}#".utf8)

  /// Whether `text` holds `piece`, a few ASCII characters, as bytes in a row (Foundation's
  /// `contains` and the standard library's `firstRange(of:)` search characters, and cost as
  /// much as the rest of the chunk's classifying).
  private static func has(_ text: String, _ piece: StaticString) -> Bool {
    let bytes = UnsafeBufferPointer(start: piece.utf8Start, count: piece.utf8CodeUnitCount)
    guard let first = bytes.first else { return true }
    var text = text
    return text.withUTF8 { utf8 in
      guard utf8.count >= bytes.count else { return false }
      return (0...(utf8.count - bytes.count)).contains { start in
        utf8[start] == first && utf8[start..<start + bytes.count].elementsEqual(bytes)
      }
    }
  }

  /// Whether `text`, white space aside, is one placeholder and nothing else (`{message}`,
  /// `%@`): copy wholly known at run time, such as a title read from an error in Swift.
  static func isOnlyPlaceholder(_ text: String) -> Bool {
    let characters = Array(text.trimmingCharacters(in: .whitespacesAndNewlines))
    guard !characters.isEmpty else { return false }
    return placeholderEnd(characters, from: 0) == characters.count
  }

  /// The end of a format placeholder starting at `start`: `%@`, `%1$@`, `%lld`, `%.2f`, `%%`,
  /// `{name}`, `{{name}}`, `${name}`.
  static func placeholderEnd(_ c: [Character], from start: Int) -> Int? {
    if c[start] == "%" {
      var i = start + 1
      func skip(_ set: String) { while i < c.count, set.contains(c[i]) { i += 1 } }
      func digits() { while i < c.count, c[i].isASCII, c[i].isNumber { i += 1 } }
      let positional = i
      digits()
      if i < c.count, c[i] == "$", i > positional { i += 1 } else { i = positional }
      skip("-+#0")
      digits()
      if i < c.count, c[i] == "." {
        i += 1
        digits()
      }
      for length in ["ll", "hh", "l", "h", "q", "L", "z", "t", "j"]
      where i + length.count <= c.count && String(c[i..<(i + length.count)]) == length {
        i += length.count
        break
      }
      guard i < c.count, "@dDiuUxXoOfFeEgGaAcCsSp%".contains(c[i]) else { return nil }
      return i + 1
    }
    if c[start] == "{" || (c[start] == "$" && start + 1 < c.count && c[start + 1] == "{") {
      var i = c[start] == "$" ? start + 1 : start
      var depth = 0
      while i < c.count, c[i] == "{" {
        depth += 1
        i += 1
      }
      let nameStart = i
      while i < c.count, c[i].isLetter || c[i].isNumber || "_.:-".contains(c[i]) { i += 1 }
      guard i > nameStart else { return nil }
      var closing = 0
      while i < c.count, c[i] == "}", closing < depth {
        closing += 1
        i += 1
      }
      return closing == depth ? i : nil
    }
    return nil
  }
}
