import AlertLint
import AlertSpec

/// One rendered preview of an alert: a single device, orientation and appearance, at one text
/// size and in one locale.
public struct GalleryImage: Hashable, Sendable {
  /// Where the image is, relative to the gallery folder, with forward slashes.
  public var path: String
  /// Width in CSS pixels, which are the points of the device screen.
  public var width: Int
  /// Height in CSS pixels, which are the points of the device screen.
  public var height: Int
  /// The device the preview shows, as the style sheet names it.
  public var deviceName: String
  /// `"portrait"` or `"landscape"`.
  public var orientation: String
  /// `"light"` or `"dark"`.
  public var appearance: String
  /// The Dynamic Type size's short name: `L`, `AX3`.
  public var textSize: String
  /// The locale shown (`de`, `en-XA`), or `nil` for the spec's own text.
  public var locale: String?
  /// What happens to the alert in this configuration: wrapping, stacking, scrolling.
  public var fit: PreviewFit
  /// The name of the style sheet drawing it when the gallery shows several side by side
  /// (`ios`, `ios26`); `nil` when it shows one.
  public var look: String?
  /// The buttons as the image draws them: left to right, or top to bottom when stacked.
  public var buttonsInVisualOrder: [AlertButton]
  /// Whether the buttons are stacked vertically rather than side by side.
  public var stacked: Bool
  /// The label of the button drawn semibold, if any.
  public var emphasisedLabel: String?
  /// Every file of this configuration (PNG, SVG…) relative to the gallery folder, offered as
  /// downloads; `path` is among them when it was rendered in this run.
  public var files: [String]
  /// A small PNG of the alert and the screen around it (``crop``) for the index's card,
  /// relative to the gallery folder; the card shows `path` when there is none.
  public var card: String?
  /// The part of the screen around the alert, in points, that card pictures show and the
  /// alert's page zooms to; `nil` when it is not known.
  public var crop: PreviewCrop?

  /// Creates a description of one rendered preview.
  public init(
    path: String, width: Int, height: Int, deviceName: String, orientation: String,
    appearance: String, buttonsInVisualOrder: [AlertButton], stacked: Bool,
    emphasisedLabel: String? = nil, files: [String]? = nil, textSize: String = "L",
    locale: String? = nil, fit: PreviewFit? = nil, look: String? = nil, card: String? = nil,
    crop: PreviewCrop? = nil
  ) {
    self.crop = crop
    self.look = look
    self.files = files ?? [path]
    self.card = card
    self.textSize = textSize
    self.locale = locale
    self.fit = fit ?? PreviewFit(stacked: stacked, buttonCount: buttonsInVisualOrder.count)
    self.path = path
    self.width = width
    self.height = height
    self.deviceName = deviceName
    self.orientation = orientation
    self.appearance = appearance
    self.buttonsInVisualOrder = buttonsInVisualOrder
    self.stacked = stacked
    self.emphasisedLabel = emphasisedLabel
  }
}

/// One alert of the gallery with every preview rendered for it.
public struct GalleryEntry: Hashable, Sendable {
  /// The validated alert.
  public var spec: AlertSpec
  /// Its previews, in the order the renderer produced them.
  public var images: [GalleryImage]
  /// What the linter found, suppressed findings included.
  public var findings: [Finding]

  /// The size of the alert's backdrop screenshot in pixels, when it has one.
  public var backdrop: BackdropSize?

  /// Creates a gallery entry for one alert.
  public init(
    spec: AlertSpec, images: [GalleryImage], findings: [Finding] = [],
    backdrop: BackdropSize? = nil
  ) {
    self.spec = spec
    self.images = images
    self.findings = findings
    self.backdrop = backdrop
  }

  /// Findings that count: not suppressed.
  public var activeFindings: [Finding] { findings.filter { !$0.isSuppressed } }

  /// The most severe active finding's severity, or `nil` when nothing was found.
  public var worstSeverity: Severity? { activeFindings.map(\.severity).max() }

  /// The number of active findings at `severity`.
  public func count(_ severity: Severity) -> Int {
    activeFindings.filter { $0.severity == severity }.count
  }

  /// The file the alert came from, as the user named it.
  public var file: String? { spec.locations[""]?.file }

  /// Where the alert lives: `Sources/Settings/SettingsView.swift:142` for an alert found in
  /// Swift (its call), `specs/logout.json:2` for a spec.
  public var place: String? {
    spec.locations[""].map { "\($0.file):\($0.line)" }
  }

  /// The locale and text size pairs of the previews, in the order they first occur.
  public var variants: [PreviewVariant] {
    var seen: [PreviewVariant] = []
    for image in images where !seen.contains(image.variant) { seen.append(image.variant) }
    return seen
  }
}

/// A locale and text size: one row of an alert's fit matrix.
public struct PreviewVariant: Hashable, Sendable {
  /// The locale, or `nil` for the spec's own text.
  public var locale: String?
  /// The text size's short name.
  public var textSize: String

  /// `de · AX3`, `AX3`, `L`.
  public var label: String {
    [locale, textSize].compactMap { $0 }.joined(separator: " · ")
  }

  /// `de:AX3`, `:L`: how the index's script names the variant.
  public var key: String { "\(locale ?? ""):\(textSize)" }

  /// `Text size AX3`, `de · text size AX3`: the heading of the variant's previews.
  public var heading: String {
    (locale.map { "\($0) · text size " } ?? "Text size ") + textSize
  }

  /// `de-AX3`, `L`: the variant's fragment on the alert's page.
  public var anchor: String { [locale, textSize].compactMap { $0 }.joined(separator: "-") }
}

extension GalleryImage {
  /// The image's locale and text size.
  public var variant: PreviewVariant { PreviewVariant(locale: locale, textSize: textSize) }
}

/// An input error to show on the gallery page, such as a spec that failed to load.
public struct GalleryInputError: Hashable, Sendable {
  /// Where the error is, as `file:line:col`.
  public var location: String
  /// A sentence that says what is wrong.
  public var message: String
  /// The card's heading: what could not be done.
  public var heading: String

  /// Creates an input error entry; `heading` defaults to a spec that could not be read.
  public init(location: String, message: String, heading: String = "This spec could not be read") {
    self.location = location
    self.message = message
    self.heading = heading
  }
}

/// Everything the gallery shows: the alerts with their previews and findings, input errors
/// and the rule catalogue.
public struct GalleryPage: Hashable, Sendable {
  /// The gallery's title, shown as the page heading.
  public var title: String
  /// The name of the style sheet the previews were rendered with.
  public var styleName: String
  /// The alerts, in the order the page lists them.
  public var entries: [GalleryEntry]
  /// Input errors, listed before the alerts.
  public var errors: [GalleryInputError]
  /// The linter's rule catalogue, for the rules page and the findings' seed sections.
  public var rules: [RuleDescription]
  /// The review pack's path in the site (`review.pdf`), linked from every page's bar; `nil`
  /// when none was written.
  public var reviewPDF: String?
  /// What made the gallery, with its version (`alert-preview 0.1.0`), in every page's footer;
  /// `nil` names the tool without a version.
  public var creator: String?

  /// Creates the content of a gallery.
  public init(
    title: String, styleName: String, entries: [GalleryEntry], errors: [GalleryInputError] = [],
    rules: [RuleDescription] = []
  ) {
    self.title = title
    self.styleName = styleName
    self.entries = entries
    self.errors = errors
    self.rules = rules
  }

  /// The catalogue entry of `ruleID`, if the linter ships it.
  public func rule(_ ruleID: String) -> RuleDescription? {
    rules.first { $0.id == ruleID }
  }

  /// The number of rendered previews across all entries.
  public var configurationCount: Int {
    entries.reduce(0) { $0 + $1.images.count }
  }
}
