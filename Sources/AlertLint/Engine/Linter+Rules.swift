/// The rule catalogue, in the order of `GUIDELINES.md`.
extension Linter {
  static let ruleTypes: [any Rule.Type] = [
    // Title
    TitleRequiredRule.self, TitleMaxLinesRule.self, TitleSingleLineRule.self,
    TitleOneWordRule.self, TitleSentenceCaseRule.self, TitleEndPunctuationRule.self,
    TitlePreferQuestionRule.self,
    // Message
    MessageFullSentenceRule.self, MessageMaxLinesRule.self,
    // Buttons
    ButtonsMaxRule.self, ButtonsCountRule.self, ButtonLabelWordsRule.self,
    ButtonLabelVerbRule.self, ButtonYesNoRule.self, ButtonNamesActionRule.self,
    ButtonOKSpellingRule.self,
    ButtonNoPeriodRule.self, ButtonCaseRule.self, ButtonLabelsUniqueRule.self,
    CancelLabelRule.self, CancelRoleRule.self, CancelDisabledRule.self,
    DestructiveNeedsCancelRule.self, DestructiveRoleRule.self, DestructivePreferredRule.self,
    ActionsAllDisabledRule.self,
    // Wording
    NoBlameRule.self, NoPronounsRule.self, ExplainButtonsRule.self, SpellingRule.self,
    DoubledWordsRule.self, ExitWordingRule.self, BidiControlRule.self,
    // Context
    ToolbarConfirmationRule.self, OverlayActionSheetRule.self, HomeDismissalRule.self,
    // Action sheets
    SheetCancelMissingRule.self,
    // Layout
    FitsWithoutScrollingRule.self, ButtonLabelTruncatedRule.self, ButtonsStackedRule.self,
    MissingGlyphRule.self, ConfigurationTooSmallRule.self,
    // Translation
    TranslationMissingRule.self, TranslationStaleRule.self, TranslationArgumentsRule.self,
    TranslationPlaceholdersRule.self, PlaceholderUnfilledRule.self,
    // Suppression
    UnknownRuleRule.self,
    // Coverage
    TextNotStaticRule.self,
  ]
}
