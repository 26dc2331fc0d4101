import AlertLayout
import AlertSpec
import AlertSupport
import Foundation
import StyleSheet

/// Checks alert specs against the rule catalogue, measuring with the renderer's own layout.
///
/// Each alert is laid out once per configuration and the measurements are shared by every
/// measured rule; layouts run on the font thread (``FontThread``). Dictionaries,
/// WordNet and the lexicon are loaded once per process. One linter must not be used from two
/// threads at once.
public final class Linter {
  /// The sheet whose voice (rule settings) and look (for measured rules) are used.
  public let style: StyleSheet
  /// The configurations measured rules look at (default: every device × orientation × the
  /// sheet's text sizes, light, @2x).
  public let configurations: [RenderConfiguration]
  /// Language resources that could not be loaded (a missing dictionary, WordNet or lexicon),
  /// each a sentence that says how to install it; the rules that need them skip their checks.
  public private(set) var resourceProblems: [String] = []
  private lazy var layouter = AlertLayouter(style: style)
  /// The lexicon next to the sheet, found and read once per linter, not once per batch.
  private lazy var lexicon = loadLexicon()
  /// Project word lists by spec folder, read once per linter.
  private var projectWords: [String: ProjectWords] = [:]
  /// The least copies' layouts by ``CopyFloor/key(_:)``, kept from one call to the next: a
  /// worker process lints its share of the alerts in batches, and their floors are mostly
  /// alike. Emptied when it would hold more than ``floorLayoutsKept``.
  private var floorLayouts:
    [String: [(configuration: RenderConfiguration, geometry: AlertGeometry)]] =
      [:]
  private static let floorLayoutsKept = 256

  /// Makes a linter for a style sheet.
  public init(style: StyleSheet, configurations: [RenderConfiguration]? = nil) {
    self.style = style
    self.configurations =
      configurations
      ?? RenderConfiguration.all(
        devices: style.defaultDevices, orientations: Orientation.allCases, appearances: [.light],
        scales: [2], textSizes: style.textSizes)
  }

  /// Every rule the linter ships, in catalogue order.
  public static var rules: [RuleDescription] { ruleTypes.map { $0.description } }

  /// The rules by id.
  static let rulesByID = Dictionary(
    ruleTypes.map { ($0.description.id, $0.description) }, uniquingKeysWith: { a, _ in a })

  /// Lints `specs`; `inputErrors` are carried into the report untouched.
  public func lint(_ specs: [AlertSpec], inputErrors: [SpecDiagnostic] = []) -> LintReport {
    LintReport(
      alerts: specs, findings: Self.ordered(findings(specs)), inputErrors: inputErrors,
      rules: Self.rules, styleName: style.name)
  }

  /// The findings of `specs`, each placed in its spec as given (``placing(_:in:)``), in no
  /// particular order and not yet joined (``ordered(_:)``): a worker process lints specs
  /// without their places (``AlertSpec/unplaced``), and the run places what it finds.
  package func findings(_ specs: [AlertSpec]) -> [Finding] {
    let enabled = Self.ruleTypes.filter { level(of: $0.description) != nil }
    let measured = enabled.contains { $0.isMeasured }
    // Hunspell and WordNet are read by the rules on the text, when they first ask; while the
    // layouts are measured, the dictionaries of the locales in play (and English's, which
    // other languages' rules consult for loanwords) are loaded in the background, when such a
    // rule is on.
    if enabled.contains(where: { !$0.isMeasured }) {
      let locales = Set(
        specs.filter { !Self.isPseudo($0) }.map { RuleContext.locale(of: $0, voice: style.voice) })
      let english = locales.allSatisfy { RuleContext.language(of: $0) == "en" }
      LanguageResources.shared.preload(
        locales: english ? locales : locales.union([RuleContext.englishLocale]))
    }
    let geometries = measured ? measure(specs) : specs.map { _ in [] }
    let floors = measured ? measureFloors(specs) : specs.map { _ in [] }
    var findings = unknownSheetRules()
    for (index, spec) in specs.enumerated() {
      let locale = RuleContext.locale(of: spec, voice: style.voice)
      let pseudo = Self.isPseudo(spec)
      let context = RuleContext(
        spec: spec, voice: style.voice, lexicon: lexicon,
        verbs: self.load(LanguageResources.shared.verbs()),
        dictionary: pseudo ? nil : self.load(LanguageResources.shared.dictionary(for: locale)),
        geometries: geometries[index], projectWords: words(for: spec))
      var own: [Finding] = []
      let floor = context.with(spec: CopyFloor.of(spec), geometries: floors[index])
      var tooSmall: [(configuration: RenderConfiguration, rule: String)] = []
      // Pseudo-locales' text is not a language: only the measured and translation rules apply.
      for rule in enabled
      where (!pseudo || rule.isMeasured || rule.description.group == "Translation")
        && rule.styles.contains(spec.style)
      {
        guard var severity = level(of: rule.description) else { continue }
        var problems: [Problem]
        if rule.isMeasured, !floor.geometries.isEmpty {
          // Where even the least copy has this problem, no wording fixes it: said once below.
          let unfixable = Self.unfixable(rule, context, floor: floor)
          tooSmall += unfixable.configurations.map { ($0, rule.description.id) }
          // The default sizes first; the accessibility sizes when those pass, as warnings
          // unless the style sheet sets the rule's level.
          let large = unfixable.others.filter { $0.configuration.textSize.isAccessibility }
          let standard = unfixable.others.filter { !$0.configuration.textSize.isAccessibility }
          problems = rule.check(context.with(geometries: standard))
          if problems.isEmpty, !large.isEmpty {
            problems = rule.check(context.with(geometries: large))
            if severity == .error, style.voice.rules[rule.description.id] == nil {
              severity = .warning
            }
          }
        } else {
          problems = rule.check(context)
        }
        for problem in problems where !Self.isAboutRunTimeText(problem, rule, spec) {
          own.append(finding(problem, rule: rule.description.id, severity, spec))
        }
      }
      own += tooSmallFindings(tooSmall, spec)
      findings += FindingSubsumption.apply(own, rules: Self.rulesByID)
      findings += unknownIgnores(spec)
      findings += runTimeText(spec)
    }
    return findings
  }

  /// `findings` in the linter's order, by place then rule, each place's finding once: a
  /// helper's own literal, shown by every call of the helper, is one finding, not one per
  /// call, and a finding about the sheet is one however many runs reported it. Findings of
  /// several runs over parts of the alerts (worker processes, threads) joined by this equal
  /// those of one run over all of them.
  package static func ordered(_ findings: [Finding]) -> [Finding] {
    Finding.ordered(findings) { [$0.message, $0.configuration ?? ""] }
  }

  /// Whether `spec` holds a pseudo-locale's text (`en-XA`, `ar-XB`, `double`).
  static func isPseudo(_ spec: AlertSpec) -> Bool {
    spec.localizedFor.flatMap(PseudoLocale.init(rawValue:)) != nil
  }

  /// The project word list above the spec's file (``ProjectWords``), read once per folder.
  func words(for spec: AlertSpec) -> ProjectWords {
    guard let file = spec.locations[""]?.file, !file.isEmpty else { return .none }
    let folder = (file as NSString).deletingLastPathComponent
    if let known = projectWords[folder] { return known }
    let found = ProjectWords.find(forSpecFile: file, list: style.voice.wordsFile)
    projectWords[folder] = found
    return found
  }

  /// The severity the sheet gives a rule, or `nil` when it switches the rule off.
  func level(of rule: RuleDescription) -> Severity? {
    switch style.voice.rules[rule.id] {
    case nil: rule.severity
    case .off: nil
    case .suggestion: .suggestion
    case .warning: .warning
    case .error: .error
    }
  }

  private func finding(_ problem: Problem, rule: String, _ severity: Severity, _ spec: AlertSpec)
    -> Finding
  {
    Self.placed(
      Finding(
        ruleID: rule, severity: severity, message: problem.message, location: Self.nowhere,
        alertID: spec.id, field: problem.field, configuration: problem.configuration,
        suppression: spec.lintIgnore[rule], fix: problem.fix, characters: problem.range),
      in: spec)
  }

  /// The text of a string field (`title`, `message`, `buttons[1].label`).
  static func text(of spec: AlertSpec, at field: String) -> String? {
    switch field {
    case "title": return spec.title
    case "message": return spec.message
    default:
      guard field.hasPrefix("buttons["), field.hasSuffix("].label"),
        let index = Int(field.dropFirst("buttons[".count).dropLast("].label".count)),
        spec.buttons.indices.contains(index)
      else { return nil }
      return spec.buttons[index].label
    }
  }

  /// The lexicon next to the sheet (or in the search paths); empty, with a resource problem,
  /// when there is none.
  private func loadLexicon() -> Lexicon {
    guard let folder = LanguageResources.lexiconFolder(for: style) else {
      _ = load(
        Result<Lexicon, LintResourceError>.failure(
          .init(
            "no lexicon folder next to \(style.path) or in the style search paths; restore "
              + "Styles/lexicon from the repository")))
      return Lexicon()
    }
    return load(LanguageResources.shared.lexicon(folder: folder)) ?? Lexicon()
  }

  /// The value of a resource, recording why it is missing when it is.
  private func load<T>(_ result: Result<T, LintResourceError>) -> T? {
    switch result {
    case .success(let value): return value
    case .failure(let error):
      if !resourceProblems.contains(error.description) {
        resourceProblems.append(error.description)
      }
      return nil
    }
  }

  /// Each alert's geometry in every configuration, measured on the font thread in one visit.
  /// The configurations where `rule` finds a problem in the alert's least copy as well as in
  /// the alert, and the alert's other geometries.
  private static func unfixable(_ rule: any Rule.Type, _ context: RuleContext, floor: RuleContext)
    -> (
      configurations: [RenderConfiguration],
      others: [(configuration: RenderConfiguration, geometry: AlertGeometry)]
    )
  {
    var configurations: [RenderConfiguration] = []
    var others: [(configuration: RenderConfiguration, geometry: AlertGeometry)] = []
    for (entry, least) in zip(context.geometries, floor.geometries) {
      if !rule.check(floor.with(geometries: [least])).isEmpty,
        !rule.check(context.with(geometries: [entry])).isEmpty
      {
        configurations.append(entry.configuration)
      } else {
        others.append(entry)
      }
    }
    return (configurations, others)
  }

  /// One `configuration-too-small` finding per device and orientation where no wording fixes
  /// the alert, naming its text sizes and the rules even the least copy breaks.
  private func tooSmallFindings(
    _ hits: [(configuration: RenderConfiguration, rule: String)], _ spec: AlertSpec
  ) -> [Finding] {
    guard !hits.isEmpty, let severity = level(of: ConfigurationTooSmallRule.description) else {
      return []
    }
    var places: [String] = []
    var sizes: [String: [String]] = [:]
    var rules: [String: [String]] = [:]
    for (configuration, rule) in hits {
      var place = configuration
      place.textSize = .standard
      let name = place.displayName
      if sizes[name] == nil { places.append(name) }
      let size =
        configuration.textSize == .standard ? "the default size" : configuration.textSize.rawValue
      if !(sizes[name] ?? []).contains(size) { sizes[name, default: []].append(size) }
      if !(rules[name] ?? []).contains(rule) { rules[name, default: []].append(rule) }
    }
    return places.map { name in
      let at = "\(name) at \((sizes[name] ?? []).joined(separator: ", "))"
      return finding(
        Problem(
          "", ConfigurationTooSmallRule.message(configuration: at, rules: rules[name] ?? []),
          configuration: at),
        rule: ConfigurationTooSmallRule.id, severity, spec)
    }
  }

  /// Each spec's least copy (``CopyFloor``) laid out in every configuration; specs whose least
  /// copy is alike share one layout, in this call and the ones before (``floorLayouts``).
  private func measureFloors(_ specs: [AlertSpec]) -> [[(
    configuration: RenderConfiguration, geometry: AlertGeometry
  )]] {
    let keys = specs.map(CopyFloor.key)
    var firsts: [String: Int] = [:]
    for (index, key) in keys.enumerated() where floorLayouts[key] == nil && firsts[key] == nil {
      firsts[key] = index
    }
    let unique = firsts.sorted { $0.value < $1.value }
    let measured = measure(unique.map { CopyFloor.of(specs[$0.value]) })
    var byKey = floorLayouts
    for (key, layouts) in zip(unique.map(\.key), measured) { byKey[key] = layouts }
    floorLayouts = byKey.count > Self.floorLayoutsKept ? [:] : byKey
    return keys.map { byKey[$0] ?? [] }
  }

  private func measure(_ specs: [AlertSpec]) -> [[(
    configuration: RenderConfiguration, geometry: AlertGeometry
  )]] {
    let layouter = self.layouter
    let configurations = self.configurations
    return FontThread.run {
      specs.map { spec in
        Array(zip(configurations, layouter.geometries(of: spec, in: configurations)))
      }
    }
  }
}
