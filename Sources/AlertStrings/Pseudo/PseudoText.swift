import AlertSpec

/// The pseudo-locales' transforms of one text. Placeholders (`%@`, `%1$lld`, `%#@n@`) are kept
/// as they are, so a format string can be transformed before or after it is filled.
public enum PseudoText {
  /// `text` as `locale` shows it.
  public static func transform(_ text: String, _ locale: PseudoLocale) -> String {
    switch locale {
    case .accented: accented(text)
    case .bidi: bidi(text)
    case .double: text + " " + text
    }
  }

  /// `Delete "Vacation Photos"?` → `[Ðéļéţé “Våçåţîöñ Þĥöţöš”? one two three]`: each ASCII
  /// letter becomes an accented look-alike, straight quotes become curly, and the words `one`,
  /// `two`, … are added until the text is at least 40 % longer, all in brackets.
  public static func accented(_ text: String) -> String {
    var output = ""
    var openQuote = true
    var letters = 0
    forEachPiece(of: text) { piece, isPlaceholder in
      if isPlaceholder {
        output += piece
        letters += 1
        return
      }
      for scalar in piece.unicodeScalars {
        letters += 1
        if scalar == "\"" {
          output += openQuote ? "\u{201C}" : "\u{201D}"
          openQuote.toggle()
        } else if scalar == "'" {
          output += "\u{2019}"
        } else if let accented = accents[scalar] {
          output.unicodeScalars.append(accented)
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    let target = (letters * 2 + 4) / 5  // 40 %, rounded up
    var added = 0
    for word in padding where added < target {
      output += " " + word
      added += word.count + 1
    }
    return "[" + output + "]"
  }

  /// Each run of non-space text wrapped in RIGHT-TO-LEFT OVERRIDE … POP DIRECTIONAL FORMATTING
  /// between RIGHT-TO-LEFT MARKs, as Android's `ar-XB` does: the letters show mirrored, the
  /// words run right to left, and the paragraph starts right to left.
  public static func bidi(_ text: String) -> String {
    var output = ""
    var word = ""
    func flush() {
      guard !word.isEmpty else { return }
      output += "\u{200F}\u{202E}" + word + "\u{202C}\u{200F}"
      word = ""
    }
    forEachPiece(of: text) { piece, isPlaceholder in
      if isPlaceholder {
        flush()
        output += piece
        return
      }
      for character in piece {
        if character.isWhitespace {
          flush()
          output.append(character)
        } else {
          word.append(character)
        }
      }
    }
    flush()
    return output
  }

  /// Calls `body` with the runs of `text` and its placeholders, in order.
  static func forEachPiece(of text: String, _ body: (String, Bool) -> Void) {
    var run = ""
    var scalars = Substring(text).unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "%" else {
        run.unicodeScalars.append(scalar)
        continue
      }
      let before = scalars
      guard Placeholder.parse(&scalars) != nil else {
        run.unicodeScalars.append(scalar)
        continue
      }
      if !run.isEmpty { body(run, false) }
      run = ""
      let used = before.count - scalars.count
      body("%" + String(String.UnicodeScalarView(before.prefix(used))), true)
    }
    if !run.isEmpty { body(run, false) }
  }

  static let padding = [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    "twenty",
  ]

  static let accents: [Unicode.Scalar: Unicode.Scalar] = {
    let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    let fancy = "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
    return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, fancy.unicodeScalars))
  }()
}
