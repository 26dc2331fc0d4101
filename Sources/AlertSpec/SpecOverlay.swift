import Foundation

/// Joins an alert found in source code with a spec file of the same id that adds what the code
/// cannot say (a trigger, sample arguments, a locale, suppressions) or corrects it.
///
/// The spec wins for every field it writes (a field counts as written when the decoder noted
/// where it is); the others keep the code's text and places. The alert keeps its place in the
/// code, so its id and findings about fields the spec leaves alone still point there.
public enum SpecOverlay {
  /// Fields copied whole when the spec writes them, with their sub-fields' places and keys.
  static let fields = [
    "title", "message", "buttons", "preferred", "textFields", "homeScreen", "trigger", "locale",
    "strings", "arguments", "backdrop",
  ]

  /// `found` with every field `spec` writes taken from `spec`.
  public static func merge(_ found: AlertSpec, with spec: AlertSpec) -> AlertSpec {
    var merged = found
    for field in fields where spec.locations[field] != nil {
      copy(field, from: spec, to: &merged)
    }
    for (rule, reason) in spec.lintIgnore {
      merged.lintIgnore[rule] = reason
      merged.locations["lint.ignore.\(rule)"] = spec.locations["lint.ignore.\(rule)"]
    }
    if let place = spec.locations["lint.ignore"] { merged.locations["lint.ignore"] = place }
    return merged
  }

  /// Copies `field`'s value, and the places, text positions and keys of it and its parts.
  private static func copy(_ field: String, from spec: AlertSpec, to merged: inout AlertSpec) {
    switch field {
    case "title": merged.title = spec.title
    case "message": merged.message = spec.message
    case "buttons":
      merged.buttons = spec.buttons
      merged.preferred = spec.preferred
    case "preferred": merged.preferred = spec.preferred
    case "textFields": merged.textFields = spec.textFields
    case "homeScreen": merged.homeScreen = spec.homeScreen
    case "trigger": merged.trigger = spec.trigger
    case "locale": merged.locale = spec.locale
    case "strings":
      // The spec's path is relative to its own file, not to the code the alert stays in, so
      // it is made absolute.
      merged.strings = spec.strings.map { path in
        guard !path.hasPrefix("/"), let file = spec.locations[""]?.file else { return path }
        return URL(fileURLWithPath: file).deletingLastPathComponent()
          .appendingPathComponent(path).standardizedFileURL.path
      }
    case "arguments": merged.arguments = spec.arguments
    case "backdrop":
      merged.backdrop = spec.backdrop.map {
        BackdropFile.path($0, specFile: spec.locations[""]?.file)
      }
    default: return
    }
    func within(_ path: String) -> Bool {
      path == field || path.hasPrefix(field + "[") || path.hasPrefix(field + ".")
        || path.hasPrefix(field + "#")
    }
    merged.locations = merged.locations.filter { !within($0.key) }
    merged.textPositions = merged.textPositions.filter { !within($0.key) }
    merged.keys = merged.keys.filter { !within($0.key) }
    // Text the spec writes is known: the code's run-time value no longer stands there.
    merged.runTime = merged.runTime.filter { !within($0.key) }
    for (path, place) in spec.locations where within(path) { merged.locations[path] = place }
    for (path, positions) in spec.textPositions where within(path) {
      merged.textPositions[path] = positions
    }
    for (path, key) in spec.keys where within(path) { merged.keys[path] = key }
  }
}
