import AlertLayout
import StyleSheet

/// The line a drawing command ends with when its sheet names fonts it uses only where they are
/// installed (SF Pro, `<fonts if-installed>`): which family the alerts were set in, so a
/// reviewer knows whether a preview shows Apple's font or the stand-in.
package enum FontNote {
  /// `fonts: set in SF Pro Text, SF Pro Display`, or `fonts: set in Inter, standing in for SF
  /// Pro Text, SF Pro Display, SF Pro (not installed; see the README's "SF Pro")`; `nil` when
  /// the sheet names no such fonts.
  package static func line(_ style: StyleSheet) -> String? {
    let wanted = style.fonts.choice.ifInstalled
    guard !wanted.isEmpty, let environment = try? FontEnvironment.forStyle(style) else {
      return nil
    }
    let installed = wanted.filter(environment.families.contains)
    guard installed.isEmpty else {
      return "fonts: set in " + installed.joined(separator: ", ")
    }
    let standIn = style.fonts.title.families.first ?? "the sheet's own families"
    return "fonts: set in \(standIn), standing in for \(wanted.joined(separator: ", ")) (not "
      + "installed; see the README's \"SF Pro\")"
  }
}
