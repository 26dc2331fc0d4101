import AlertLayout

/// The parts of a laid-out alert as boxes of pixels, to say which of them a change touches.
///
/// The title and message are bands as wide as the alert (a shorter title leaves its old
/// pixels beyond the new text's box); fields and buttons are their own boxes, buttons named
/// and listed in the spec's order whatever order they are shown in. A pixel belongs
/// to the first part whose box holds it, else to the alert's box, else to the screen.
struct AlertParts {
  private var named: [(name: String, box: PixelBox)] = []
  private var alert: PixelBox

  init(geometry: AlertGeometry, scale: Int) {
    func pixels(_ rect: Rect) -> PixelBox {
      let s = Double(scale)
      let left = Int((rect.x * s).rounded(.down))
      let top = Int((rect.y * s).rounded(.down))
      return PixelBox(
        x: left, y: top, width: Int((rect.maxX * s).rounded(.up)) - left,
        height: Int((rect.maxY * s).rounded(.up)) - top)
    }
    let frame = geometry.alert
    func band(_ block: TextBlock) -> PixelBox {
      pixels(Rect(x: frame.x, y: block.frame.y, width: frame.width, height: block.frame.height))
    }
    alert = pixels(frame)
    if let title = geometry.title { named.append(("title", band(title))) }
    if let message = geometry.message { named.append(("message", band(message))) }
    for (index, field) in geometry.textFields.enumerated() {
      named.append(("field \(index + 1)", pixels(field.frame)))
    }
    for button in geometry.buttons.sorted(by: { $0.specIndex < $1.specIndex }) {
      named.append(("button \(button.specIndex + 1)", pixels(button.frame)))
    }
  }

  /// The names of the parts holding a pixel of `mask` (`width` pixels a row) that `picks`,
  /// in the alert's order, then `alert` and `screen`.
  func touched(by mask: [UInt8], width: Int, picks: (UInt8) -> Bool) -> [String] {
    var hit = Set<String>()
    for (index, mark) in mask.enumerated() where picks(mark) {
      let (y, x) = index.quotientAndRemainder(dividingBy: width)
      hit.insert(name(x, y))
    }
    return (named.map(\.name) + ["alert", "screen"]).filter { hit.contains($0) }
  }

  private func name(_ x: Int, _ y: Int) -> String {
    func holds(_ box: PixelBox) -> Bool { x >= box.x && x < box.maxX && y >= box.y && y < box.maxY }
    if let part = named.first(where: { holds($0.box) }) { return part.name }
    return holds(alert) ? "alert" : "screen"
  }
}
