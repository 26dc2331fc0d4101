/// A list of names for a sentence that stays short however long the list is:
/// `2/9, 3/9 and 4/9`, or `2/10000, 3/10000, 4/10000 and 9,996 others`.
public enum FewNames {
  /// The first `shown` of `names` joined with commas and "and", then how many others there are.
  public static func joined(_ names: [String], shown: Int = 3) -> String {
    guard names.count > shown else {
      guard let last = names.last else { return "" }
      let head = names.dropLast()
      return head.isEmpty ? last : head.joined(separator: ", ") + " and " + last
    }
    let others = names.count - shown
    return names.prefix(shown).joined(separator: ", ")
      + " and \(grouped(others)) other\(others == 1 ? "" : "s")"
  }

  /// `1 error`, `2 errors`: a count and its noun, plural when it is not one (English nouns
  /// that take an s).
  public static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// `9,996`: a count with a comma between thousands, independent of the locale.
  public static func grouped(_ count: Int) -> String {
    var digits = String(count)
    var groups: [Substring] = []
    while digits.count > 3 {
      groups.insert(Substring(digits.suffix(3)), at: 0)
      digits.removeLast(3)
    }
    groups.insert(Substring(digits), at: 0)
    return groups.joined(separator: ",")
  }
}
