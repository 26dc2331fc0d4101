import AlertLayout
import AlertRun
import AlertSpec
import AlertStrings
import AlertSupport
import Foundation

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
    // The locales each strings file ships, by its path, and whether any alert has strings.
    var shipped: [String: [String]] = [:]
    var read: [(AlertSpec, StringSource?)] = []
    for spec in inputs.specs {
      var source: StringSource?
      if let path = StringSources.path(of: spec) {
        switch sources.source(at: path) {
        case .success(let found):
          source = found
          shipped[path] = found.locales
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
      read.append((spec, source))
    }
    // A locale the app does not ship is an input error, and is not drawn or checked.
    let missing = unshipped(shipped: shipped, first: read.first?.0.locations[""])
    for problem in missing.problems {
      sink.diagnostic(problem.description)
      inputs.diagnostics.append(problem)
    }
    for (spec, source) in read {
      let locales: [String?]
      switch requested {
      case nil: locales = [nil]
      case ["all"]?: locales = source.map { $0.locales.map(Optional.some) } ?? [nil]
      case let list?: locales = list.filter { !missing.locales.contains($0) }.map(Optional.some)
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

  /// The requested locales (not pseudo-locales) that no strings file of the alerts ships,
  /// with an error naming the locales they do ship; or, when no alert has strings at all, all
  /// of them, with one error saying there is no translation to show.
  private func unshipped(shipped: [String: [String]], first: SourceLocation?) -> (
    locales: Set<String>, problems: [SpecDiagnostic]
  ) {
    guard let list = requested, list != ["all"] else { return ([], []) }
    let real = list.filter { PseudoLocale(rawValue: $0) == nil }
    guard !real.isEmpty else { return ([], []) }
    guard !shipped.isEmpty else {
      let problem = SpecDiagnostic(
        first ?? SourceLocation(file: "<input>", line: 1, column: 1),
        "--locale "
          + "\(real.joined(separator: ",")) names the app's translations, but none of these "
          + "alerts has the app's strings (a String Catalog or .lproj folders beside the "
          + "Swift sources, or a spec's \"strings\"); give the folder that holds them, or "
          + "use a pseudo-locale such as en-XA")
      return (Set(real), [problem])
    }
    let all = Set(shipped.values.joined())
    let missing = real.filter { !all.contains($0) }
    return (
      Set(missing),
      missing.map { locale in
        SpecDiagnostic(
          SourceLocation(
            file: (shipped.keys.sorted()[0] as NSString).standardizingPath, line: 1, column: 1),
          "the app ships no '\(locale)' text: its strings have "
            + all.sorted().joined(separator: ", ") + "; name one of those, or translate the "
            + "strings into '\(locale)' first")
      }
    )
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
