import AlertStrings
import Testing

/// Placeholders compared as translation tools compare them: by position and kind.
@Suite struct FormatPlaceholdersTests {
  @Test(
    arguments: [
      ("Delete “%@”?", "„%@“ löschen?", nil),
      ("%1$@ has %2$lld items.", "%2$lld Einträge in %1$@.", nil),
      ("Delete “%@”?", "Supprimer la liste ?", "drops argument 1 (%@)"),
      ("Delete “%@”?", "¿Eliminar «%@» (%d)?", "adds argument 2 (%d)"),
      (
        "%@ has %lld items.", "%lld éléments dans %@.",
        "takes argument 1 as %d, not %@, takes argument 2 as %@, not %d"
      ),
      ("100%% done", "100 %% fini", nil),
      ("%d of %ld", "%ld de %lld", nil),
      ("%#@items@ left", "%#@items@ restants", nil),
    ] as [(String, String, String?)])
  func translationsAreComparedByPositionAndKind(
    source: String, translation: String, difference: String?
  ) {
    #expect(FormatPlaceholders.difference(source: source, translation: translation) == difference)
  }
}
