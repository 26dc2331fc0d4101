extension AlertSpec {
  /// The alert without where its text came from (locations, text positions, translations):
  /// two specs that say the same thing compare equal this way however their files are laid out.
  package var content: AlertSpec {
    var copy = self
    copy.locations = [:]
    copy.textPositions = [:]
    copy.localizations = [:]
    for index in copy.buttons.indices {
      copy.buttons[index].labelLocation = SourceLocation(file: "", line: 0, column: 0)
    }
    return copy
  }
}
