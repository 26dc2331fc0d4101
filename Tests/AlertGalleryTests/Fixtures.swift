import AlertLint
import AlertSpec

@testable import AlertGallery

/// Specs, images and pages the tests share.
enum Fixtures {
  static let location = SourceLocation(file: "alerts.json", line: 1, column: 1)

  static func button(_ label: String, _ role: ButtonRole = .default) -> AlertButton {
    AlertButton(label: label, role: role, labelLocation: location)
  }

  /// Strings that would break out of text, attributes or raw text if escaped by hand.
  static let hostileStrings = [
    "<script>alert(1)</script>",
    "\"><img src=x onerror=alert(1)>",
    "'><img src=x onerror=alert(1)>",
    "&amp; &lt; &#60; & <",
    "]]> <![CDATA[ x ]]>",
    "</style><script>alert(1)</script>",
    "<!-- comment --> --> <!--",
    "“Curly” ünïcødé 🙂 \u{202E}rtl",
  ]

  static let deleteSpec = AlertSpec(
    id: "delete-album", title: "Delete “Vacation Photos”?",
    message: "This album and its 120 photos will be removed from all your devices.",
    buttons: [button("Cancel", .cancel), button("Delete", .destructive)],
    trigger: .destructiveAction, locale: "en-GB")

  static func image(
    device: String = "iPhone SE (3rd generation)", orientation: String = "portrait",
    appearance: String = "light", buttons: [AlertButton] = deleteSpec.buttons,
    stacked: Bool = false, emphasised: String? = "Cancel", path: String? = nil
  ) -> GalleryImage {
    let landscape = orientation == "landscape"
    return GalleryImage(
      path: path ?? "images/\(device)-\(orientation)-\(appearance).png",
      width: landscape ? 667 : 375, height: landscape ? 375 : 667, deviceName: device,
      orientation: orientation, appearance: appearance, buttonsInVisualOrder: buttons,
      stacked: stacked, emphasisedLabel: emphasised)
  }

  /// Every orientation and appearance of two devices, in a scrambled order.
  static let allConfigurations: [GalleryImage] = [
    image(orientation: "landscape", appearance: "dark"),
    image(device: "iPhone 15 Pro", orientation: "landscape"),
    image(orientation: "portrait", appearance: "light"),
    image(device: "iPhone 15 Pro", orientation: "portrait"),
    image(orientation: "portrait", appearance: "dark"),
    image(orientation: "landscape", appearance: "light"),
  ]

  /// A hand-made finding; the linter's real rules are not used here.
  static func finding(
    _ rule: String, _ severity: Severity, alert: String = "delete-album", message: String? = nil,
    suppression: String? = nil
  ) -> Finding {
    Finding(
      ruleID: rule, severity: severity, message: message ?? "The \(rule) rule is broken.",
      location: SourceLocation(file: "alerts.json", line: 3, column: 12), alertID: alert,
      field: "title", configuration: "iPhone SE (3rd generation) portrait",
      suppression: suppression)
  }

  /// A hand-made rule catalogue.
  static let rules = [
    RuleDescription(
      id: "button-yes-no", summary: "Buttons say what they do.",
      rationale: "“Yes” and “No” make people read the message again.", severity: .error,
      source: "001 Buttons", group: "Buttons"),
    RuleDescription(
      id: "title-max-lines", summary: "Titles fit on two lines.",
      rationale: "Long titles push the buttons off small screens.", severity: .warning,
      source: "002 Titles", group: "Title"),
    RuleDescription(
      id: "title-question", summary: "Titles that ask end with a question mark.",
      rationale: "A question reads as one.", severity: .suggestion, source: "002 Titles",
      group: "Title"),
  ]

  static let deleteFindings = [
    finding("title-max-lines", .warning),
    finding("button-yes-no", .error, message: "Use a verb instead of “OK”."),
    finding("title-question", .suggestion, suppression: "Legal wording."),
  ]

  static let page = GalleryPage(
    title: "Photos alerts", styleName: "ios",
    entries: [
      GalleryEntry(spec: deleteSpec, images: allConfigurations, findings: deleteFindings),
      GalleryEntry(
        spec: AlertSpec(
          id: "sign-in", title: nil, buttons: [button("OK")],
          textFields: [AlertTextField(placeholder: "Password", secure: true)]),
        images: [image(buttons: [button("OK")], emphasised: nil)]),
    ],
    errors: [
      GalleryInputError(location: "broken.json:3:14", message: "The title must be a string."),
      GalleryInputError(location: "other.json:1:1", message: "The file is not valid JSON."),
    ], rules: rules)

  /// A page whose every spec-derived string is `hostile`.
  static func hostilePage(_ hostile: String) -> GalleryPage {
    let spec = AlertSpec(
      id: hostile, title: hostile, message: hostile,
      buttons: [button(hostile, .cancel), button(hostile, .destructive)],
      textFields: [AlertTextField(placeholder: hostile, text: hostile)], locale: hostile)
    let images = [
      image(
        device: hostile, appearance: hostile, buttons: spec.buttons, emphasised: hostile,
        path: hostile),
      image(device: hostile, orientation: hostile, buttons: spec.buttons, path: "x/" + hostile),
    ]
    let findings = [
      Finding(
        ruleID: hostile, severity: .error, message: hostile, location: location, alertID: hostile,
        field: hostile, configuration: hostile, suppression: hostile)
    ]
    let rule = RuleDescription(
      id: hostile, summary: hostile, rationale: hostile, severity: .warning, source: hostile,
      group: hostile)
    return GalleryPage(
      title: hostile, styleName: hostile,
      entries: [GalleryEntry(spec: spec, images: images, findings: findings)],
      errors: [GalleryInputError(location: hostile, message: hostile)], rules: [rule])
  }
}
