/// Reading the cascaded `<voice>` section into a ``Voice``.
extension Voice {
  /// The voice of `merged` (the cascade, root first), with Apple's defaults for what no sheet sets.
  init(cascaded merged: SheetLayer, reader: inout SettingReader) {
    func has(_ attribute: String) -> Bool {
      reader.settings[SettingKey(element: "<voice>", attribute: attribute)] != nil
    }
    let defaults = Voice()
    self.init()
    if has("title-case") {
      titleCase = reader.choice("<voice>", "title-case", default: defaults.titleCase)
    }
    if has("button-case") {
      buttonCase = reader.choice("<voice>", "button-case", default: defaults.buttonCase)
    }
    if has("pronouns") {
      pronouns = reader.choice("<voice>", "pronouns", default: defaults.pronouns)
    }
    if has("verb-questions") {
      verbQuestions = reader.choice("<voice>", "verb-questions", default: defaults.verbQuestions)
    }
    if has("pronoun-check") {
      pronounCheck = reader.choice("<voice>", "pronoun-check", default: defaults.pronounCheck)
    }
    if has("spelling-locale"), let setting = reader.text("<voice>", "spelling-locale") {
      spellingLocale = setting.value
    }
    acceptedLabels = merged.acceptedLabels
    vocabulary = merged.words
    for (id, setting) in merged.ruleLevels {
      if let level = RuleLevel(rawValue: setting.value) {
        rules[id] = level
        ruleLines[id] = SheetLine(file: setting.file, line: setting.line)
      } else {
        reader.errors.append(
          StyleSheetError(
            file: setting.file, line: setting.line,
            message: "'\(setting.value)' is not a valid level for <rule id=\"\(id)\">; write "
              + RuleLevel.allCases.map(\.rawValue).joined(separator: ", ")))
      }
    }
  }
}
