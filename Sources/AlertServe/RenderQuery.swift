import AlertLayout
import AlertRun
import AlertSpec
import Foundation
import StyleSheet

/// The query of an image request (`?device=iphone-se&orientation=landscape&scale=3`) as one
/// configuration, its values read as the options of the same names read theirs.
struct RenderQuery {
  /// The parameters, each the `render` option of the same name.
  static let parameters = ["device", "orientation", "appearance", "scale", "text-size", "locale"]

  /// The values given, by parameter.
  let values: [String: String]

  /// Splits `query`; refuses unknown, repeated, oversized or list-valued parameters.
  init(_ query: String?) throws(ServeError) {
    guard let query, !query.isEmpty else {
      values = [:]
      return
    }
    guard query.utf8.count <= ServeLimits.queryBytes else {
      throw ServeError(
        400,
        "the query is \(query.utf8.count) bytes; queries are limited to "
          + "\(ServeLimits.queryBytes) bytes.")
    }
    guard let items = URLComponents(string: "?" + query)?.queryItems else {
      throw ServeError(400, "the query is not a valid URL query; write it as name=value&….")
    }
    var values: [String: String] = [:]
    for item in items {
      let name = item.name
      guard Self.parameters.contains(name) || name == "id" else {
        throw ServeError(
          400,
          "unknown query parameter '\(name.prefix(40))'; the parameters are "
            + Self.parameters.joined(separator: ", ") + ".")
      }
      guard values[name] == nil else {
        throw ServeError(400, "the query gives '\(name)' twice; give it once.")
      }
      let value = item.value ?? ""
      guard value.utf8.count <= ServeLimits.valueBytes else {
        throw ServeError(
          400, "the value of '\(name)' is longer than \(ServeLimits.valueBytes) bytes.")
      }
      guard !value.contains(","), value != "all" else {
        throw ServeError(400, "'\(name)' takes one value here, not '\(value.prefix(40))'.")
      }
      values[name] = value
    }
    self.values = values
  }

  /// The configuration for `spec`: the sheet's first device, portrait, light, @2x and Large
  /// text unless the query says otherwise.
  func configuration(for spec: AlertSpec, style: StyleSheet) throws(ServeError)
    -> RenderConfiguration
  {
    var configuration: RenderConfiguration
    do {
      let look = try LookOptions(query: values)
      let selection = try Selection(look, style: style)
      guard var first = selection.configurations.first else {
        throw ServeError(400, "style sheet '\(style.name)' has no devices to draw on.")
      }
      if look.textSizes == nil { first.textSize = .standard }
      configuration = first
    } catch let error as ServeError {
      throw error
    } catch {
      throw ServeError(400, "\(error)")
    }
    if let locale = values["locale"], !locale.isEmpty {
      let known = Self.locales(of: spec)
      guard known.contains(locale) else {
        let list = known.isEmpty ? "it has no strings to translate" : known.joined(separator: ", ")
        throw ServeError(
          400, "'\(spec.id)' has no text in locale '\(locale.prefix(40))'; its locales: \(list).")
      }
      configuration.locale = locale
    }
    return configuration
  }

  /// The locales `spec` can be shown in, sorted.
  static func locales(of spec: AlertSpec) -> [String] {
    spec.localizations.keys.sorted()
  }
}

extension LookOptions {
  /// The choices of a query's `device`, `orientation`, `appearance`, `scale` and `text-size`,
  /// each one value, read as the command line reads them.
  init(query values: [String: String]) throws(UsageError) {
    self.init()
    if let device = values["device"] { devices = .named([device]) }
    if let text = values["orientation"] {
      orientations = [try ChoiceValue.one(text, of: Orientation.self, for: "--orientation")]
    }
    if let text = values["appearance"] {
      appearances = [try ChoiceValue.one(text, of: Appearance.self, for: "--appearance")]
    }
    if let text = values["scale"] { scales = [try ScaleChoice.option(text)] }
    if let text = values["text-size"] { textSizes = [try TextSize.option(text)] }
  }
}
