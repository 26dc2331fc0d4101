import AlertLayout

extension AlertGeometry {
  /// What the alert alone looks like, whatever screen is around it: its size, corners and
  /// every text, field, button and separator placed from its top-left corner (to 1/100 pt).
  /// Two configurations with the same cut-out draw the same preview (an alert in portrait
  /// and in landscape, when neither squeezes it), so the review shows it once. An action
  /// sheet, placed by its screen, is never the same as another.
  var cutOut: String {
    guard sheet == nil else { return "sheet \(orientation.rawValue)" }
    let x = alert.x
    let y = alert.y
    func place(_ rect: Rect) -> String {
      [rect.x - x, rect.y - y, rect.width, rect.height].map(Self.rounded).joined(separator: ",")
    }
    func text(_ block: TextBlock?) -> String {
      guard let block else { return "-" }
      return [
        block.text, "\(block.lineCount)", place(block.frame), "\(block.font.size)",
        block.baselines.map { Self.rounded($0 - y) }.joined(separator: ","),
      ].joined(separator: "|")
    }
    var parts = [
      place(alert), Self.rounded(cornerRadius), "\(stacked)", "\(scrolls)", text(title),
      text(message),
    ]
    parts += textFields.map { place($0.frame) + text($0.text) }
    parts += buttons.map {
      place($0.frame) + text($0.text) + "\($0.emphasised) \($0.labelScale) \($0.truncated)"
    }
    parts += separators.map(place)
    parts.append(scrollIndicator.map(place) ?? "-")
    return parts.joined(separator: "\n")
  }

  private static func rounded(_ value: Double) -> String {
    String(Int((value * 100).rounded()))
  }
}
