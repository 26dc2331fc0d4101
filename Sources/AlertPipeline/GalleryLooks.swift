import AlertRun
import Foundation
import StyleSheet

/// The gallery's `--style a,b,…`: the sheets shown beside the first one.
package enum GalleryLooks {
  /// The sheets of `names` after the first (already loaded as `first`), each named for the
  /// folder of its images: a name of lowercase letters, digits and hyphens, given once. Each
  /// gets the first's chrome (`--chrome`).
  package static func load(_ names: [String], first: StyleSheet) throws -> [StyleSheet] {
    var looks: [StyleSheet] = []
    var seen: Set<String> = [first.name]
    for name in names.dropFirst() {
      let style = try Inputs.loadStyle(name)
      guard
        style.name.unicodeScalars.allSatisfy({
          CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyz0123456789-").contains($0)
        }),
        !style.name.isEmpty
      else {
        throw UsageError(
          "--style: the sheet '\(name)' is named '\(style.name)'; a sheet shown beside another "
            + "needs a name of lowercase letters, digits and hyphens (its images go in "
            + "look.<name>/).")
      }
      guard seen.insert(style.name).inserted else {
        throw UsageError("--style names the sheet '\(style.name)' twice; give each sheet once.")
      }
      var drawn = style
      drawn.chrome = first.chrome
      looks.append(drawn)
    }
    return looks
  }
}
