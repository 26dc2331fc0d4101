import AlertSupport

/// Spec ids: the rule the loader holds every id to, and ids made from other names (catalog
/// keys, Swift files) that keep it.
public enum SpecID {
  /// Why the loader refuses `id` (a sentence that says how to fix it), or `nil` when every
  /// command accepts it: `[a-z0-9][a-z0-9-]*`, at most ``SpecLimits/idLength`` characters.
  public static func problem(_ id: String) -> String? {
    if id.unicodeScalars.count > SpecLimits.idLength {
      return "the id is \(SpecLimits.formatted(id.unicodeScalars.count)) characters long; ids "
        + "are limited to \(SpecLimits.idLength) because they name output files, so shorten it"
    }
    if id.isEmpty { return "'id' is empty; give the alert a name such as \"log-out-warning\"" }
    if !AlertDecoder.isValidID(id) {
      let hint = AlertDecoder.slug(id).map { "; try '\($0)'" } ?? ""
      return "id '\(id)' must use only lowercase letters a–z, digits and hyphens, and start "
        + "with a letter or digit\(hint)"
    }
    return nil
  }

  /// `candidate` (in the id charset) as an id the loader accepts and `taken` does not hold.
  ///
  /// It is kept as it is when it fits and is free. Otherwise it is cut to leave room for a
  /// hyphen and six hex digits of the ``StableHash`` of `source` (the name it was made from,
  /// such as the catalog key prefix), so the same inputs always make the same id:
  /// `alert-delete-3fa0c2`.
  public static func fitted(_ candidate: String, source: String, taken: Set<String> = [])
    -> String
  {
    if candidate.unicodeScalars.count <= SpecLimits.idLength, !taken.contains(candidate),
      problem(candidate) == nil
    {
      return candidate
    }
    var head = String(candidate.unicodeScalars.prefix(SpecLimits.idLength - 7))
    while head.hasSuffix("-") { head.removeLast() }
    if head.isEmpty { head = "alert" }
    var seed = source
    var attempt = 0
    while true {
      let hex = String(StableHash.of(seed) & 0xff_ffff, radix: 16)
      let id = head + "-" + String(repeating: "0", count: 6 - hex.count) + hex
      if !taken.contains(id) { return id }
      attempt += 1
      seed = source + "\u{0}\(attempt)"
    }
  }
}
