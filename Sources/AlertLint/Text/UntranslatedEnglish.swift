import Foundation

/// Text left in English in an alert of another language: the key that had no translation,
/// shown as it was written in the source ("Delete" under "Löschen bestätigen?").
///
/// A field is English when every word of it is a word of the English dictionary, none of them
/// a name (CamelCase, capitals, the project's words, the sheet's vocabulary), and the alert's
/// language would have written it otherwise: its dictionary rejects at least one of the words,
/// or it is written in another script (Japanese, Arabic, Cyrillic…; the script comes from the
/// locale's likely subtags). "OK" in any language, loanwords and words the locale's dictionary
/// also knows ("Online", "Message" in French) are never English text.
enum UntranslatedEnglish {
  /// The fields of the alert that are English, each with its text.
  static func fields(_ context: RuleContext) -> [(field: String, text: String)] {
    guard !context.isEnglish, context.englishDictionary != nil else { return [] }
    let otherScript = isWrittenInAnotherScript(context.locale)
    guard otherScript || context.dictionary != nil else { return [] }
    return context.texts.compactMap { field, text in
      guard !context.isAcknowledgementLabel(text) else { return nil }
      let words = context.words(skippingVocabulary: text)
      guard !words.isEmpty,
        words.allSatisfy({ word in
          !word.isNameLike && !word.quoted && !context.isVocabulary(word.text)
            && SpellingRule.isEnglishLoan(Words.straightened(word.text), context)
        })
      else { return nil }
      if otherScript { return (field, text) }
      let foreign = words.contains { word in
        let spelling = Words.straightened(word.text)
        return context.dictionary?.accepts(spelling) == false
          && !SpellingRule.isLoanword(spelling, context)
      }
      return foreign ? (field, text) : nil
    }
  }

  /// Whether the locale's language is written in a script other than Latin.
  static func isWrittenInAnotherScript(_ locale: String) -> Bool {
    guard let script = Locale.Language(identifier: locale).script?.identifier else { return false }
    return script != "Latn"
  }
}
