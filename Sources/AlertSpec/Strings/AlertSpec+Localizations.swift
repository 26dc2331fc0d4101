extension AlertSpec {
  /// The alert as `locale` shows it: its localization for that locale, or itself when the
  /// locale is `nil` or was not chosen. Layout calls this with the configuration's locale.
  public func shown(in locale: String?) -> AlertSpec {
    guard let locale, locale != localizedFor else { return self }
    return localizations[locale] ?? self
  }
}
