import AlertLayout
import AlertRun
import AlertSpec
import AlertStrings
import AlertSupport

/// `--locale LIST|all`: the locales whose text is shown, and the specs with their text read.
///
/// Without the option every alert shows its own text (keys read in the development
/// language). `LIST` names locales of the app's strings (`de`, `pt-BR`) or pseudo-locales
/// (`en-XA`, `ar-XB`, `double`), each becoming a configuration of every alert. `all` is
/// every locale of each alert's own strings, and the alert's own text for an alert without
/// strings.
package struct LocaleSelection {
  /// The locales named, `["all"]`, or `nil` when the option is absent.
  package var requested: [String]?

  /// The locales `requested` (checked with ``checked(_:)``); without any, `defaultsToAll`
  /// shows every locale of each alert's strings (the gallery's default) rather than the
  /// alert's own text alone.
  package init(_ requested: [String]?, defaultsToAll: Bool = false) {
    self.requested = requested ?? (defaultsToAll ? ["all"] : nil)
  }

  /// `locales` as `--locale` takes them: language tags or pseudo-locales, or `all` alone.
  package static func checked(_ locales: [String]) throws(UsageError) -> [String] {
    guard !locales.isEmpty else {
      throw UsageError("--locale needs locales such as de,fr or en-XA, or all.")
    }
    if locales.contains(where: { $0.lowercased() == "all" }) {
      guard locales.count == 1 else {
        throw UsageError("--locale all stands alone; give either all or a list such as de,fr.")
      }
      return ["all"]
    }
    for locale in locales where PseudoLocale(rawValue: locale) == nil {
      guard Self.isLanguageTag(locale) else {
        throw UsageError(
          "--locale '\(locale)' is not a language tag; write it like de, pt-BR or zh-Hans, or "
            + "use a pseudo-locale: en-XA, ar-XB or double.")
      }
    }
    return locales
  }

  /// A group of alerts shown in the same locales.
  package struct Group {
    package var locales: [String?]
    package var specs: [AlertSpec]

    package init(locales: [String?], specs: [AlertSpec]) {
      self.locales = locales
      self.specs = specs
    }
  }

  /// The specs of `inputs` with their text read, grouped by the locales they are shown in
  /// (one group unless `all` finds alerts with different strings). An alert whose strings
  /// cannot be read is dropped with an input error.
  package func groups(_ inputs: inout Inputs, sink: any RunSink) -> [Group] {
    let sources = StringSources()
    var groups: [Group] = []
    var reported: Set<String> = []
    var kept: [AlertSpec] = []
    for spec in inputs.specs {
      var source: StringSource?
      if let path = StringSources.path(of: spec) {
        switch sources.source(at: path) {
        case .success(let found): source = found
        case .failure(let diagnostic):
          var problem = diagnostic
          let place = spec.locations["strings"].map {
            " (the \"strings\" of '\(spec.id)' at \($0))"
          }
          problem.message += place ?? ""
          if reported.insert(diagnostic.description).inserted {
            sink.diagnostic(problem.description)
          }
          inputs.diagnostics.append(problem)
          continue
        }
      }
      let locales: [String?]
      switch requested {
      case nil: locales = [nil]
      case ["all"]?: locales = source.map { $0.locales.map(Optional.some) } ?? [nil]
      case let list?: locales = list.map(Optional.some)
      }
      let localized = Localizer.localize(spec, locales: locales, strings: source)
      kept.append(localized)
      if let index = groups.firstIndex(where: { $0.locales == locales }) {
        groups[index].specs.append(localized)
      } else {
        groups.append(Group(locales: locales, specs: [localized]))
      }
    }
    inputs.specs = kept
    return groups.isEmpty ? [Group(locales: requested == nil ? [nil] : [], specs: [])] : groups
  }

  /// A loose BCP 47 check, as the spec's `locale` has.
  package static func isLanguageTag(_ tag: String) -> Bool {
    let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
    guard let language = parts.first, (2...8).contains(language.count),
      language.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }
}

package extension Array where Element == LocaleSelection.Group {
  /// Each group's configurations: `configurations` once per locale of the group.
  func configurations(_ configurations: [RenderConfiguration]) -> [[RenderConfiguration]] {
    map { group in
      group.locales.flatMap { locale in
        configurations.map { configuration in
          var localized = configuration
          localized.locale = locale
          return localized
        }
      }
    }
  }
}
