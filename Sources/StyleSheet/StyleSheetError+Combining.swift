extension StyleSheetError {
  /// One error that carries all of `errors` (the first, with the rest in ``others``); `nil` when empty.
  ///
  /// Duplicates are dropped and the order is kept.
  public static func combining(_ errors: [StyleSheetError]) -> StyleSheetError? {
    var seen = Set<StyleSheetError>()
    var flat: [StyleSheetError] = []
    for error in errors.flatMap(\.all) where seen.insert(error).inserted {
      flat.append(error)
    }
    guard var first = flat.first else { return nil }
    first.others = Array(flat.dropFirst())
    return first
  }
}
