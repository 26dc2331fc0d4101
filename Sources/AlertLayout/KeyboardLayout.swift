import AlertSpec
import StyleSheet

/// Lays out the keyboard an alert's text field brings up as simple key shapes with labels.
///
/// The heights come from the sheet (`<keyboard>`); the key grid inside is an approximation of
/// the iOS 17 keyboard, measured by eye: UNVERIFIED. The letter keys fill a fixed block, 216 pt
/// tall in portrait and 162 pt in landscape, under the predictive bar; what is left below them
/// on a phone with a home indicator is the strip that holds the globe and dictation keys.
struct KeyboardLayout {
  let frame: Rect
  let kind: FieldKeyboard
  let orientation: Orientation
  /// Left and right safe-area insets: the keys stay inside them in landscape.
  let left: Double
  let right: Double
  let predictiveBar: Double
  let colors: KeyboardColors
  let families: [String]
  let engine: TextEngine

  /// The keyboard of `spec`'s first text field, or `nil` when the spec has none.
  static func kind(of spec: AlertSpec) -> FieldKeyboard? {
    guard let field = spec.textFields.first else { return nil }
    return field.keyboard ?? .default
  }

  /// Height of the letter block (216 portrait, 162 landscape).
  var keysHeight: Double { Self.keysHeight(orientation) }

  /// Height of the letter block in `orientation`.
  static func keysHeight(_ orientation: Orientation) -> Double {
    orientation == .portrait ? 216 : 162
  }

  func drawing(alertArea: Rect) -> KeyboardDrawing {
    let geometry = KeyboardGeometry(frame: frame, kind: kind, alertArea: alertArea)
    if kind == .number {
      return KeyboardDrawing(geometry: geometry, keys: numberPad(), dividers: [])
    }
    let bar = predictiveBar
    let width = frame.width - left - right
    let dividers = (1...2).map { index in
      Rect(
        x: frame.x + left + width * Double(index) / 3, y: frame.y + bar * 0.25, width: 1,
        height: bar * 0.5)
    }
    return KeyboardDrawing(
      geometry: geometry, keys: letters(top: frame.y + bar), dividers: dividers)
  }

  /// Four rows of letters: QWERTY, ASDF, shift ZXCV delete, then 123, globe, space, return
  /// (with `@` and `.` beside a shorter space bar for an e-mail field).
  private func letters(top: Double) -> [KeyboardKey] {
    let portrait = orientation == .portrait
    let margin = 3.0, gap = 6.0
    let topPad = portrait ? 8.0 : 5.0, rowGap = portrait ? 12.0 : 6.0
    let keyHeight = (keysHeight - topPad - (portrait ? 4 : 3) - 3 * rowGap) / 4
    let x0 = frame.x + left
    let width = frame.width - left - right
    let unit = (width - 2 * margin - 9 * gap) / 10
    let letterSize = portrait ? 22.0 : 20.0
    func rowY(_ row: Int) -> Double { top + topPad + Double(row) * (keyHeight + rowGap) }
    var keys: [KeyboardKey] = []
    func add(_ x: Double, _ row: Int, _ w: Double, _ text: String?, function: Bool, size: Double) {
      let box = Rect(x: x, y: rowY(row), width: w, height: keyHeight)
      keys.append(
        KeyboardKey(
          frame: box, function: function, label: text.map { label($0, in: box, size: size) }))
    }
    for (row, letters) in ["qwertyuiop", "asdfghjkl"].enumerated() {
      let count = Double(letters.count)
      var x = x0 + (width - count * unit - (count - 1) * gap) / 2
      for letter in letters {
        add(x, row, unit, String(letter), function: false, size: letterSize)
        x += unit + gap
      }
    }
    let side = unit * 1.35
    keys.append(
      KeyboardKey(
        frame: Rect(x: x0 + margin, y: rowY(2), width: side, height: keyHeight), function: true,
        symbol: .shift))
    var x = x0 + (width - 7 * unit - 6 * gap) / 2
    for letter in "zxcvbnm" {
      add(x, 2, unit, String(letter), function: false, size: letterSize)
      x += unit + gap
    }
    keys.append(
      KeyboardKey(
        frame: Rect(x: x0 + width - margin - side, y: rowY(2), width: side, height: keyHeight),
        function: true, symbol: .delete))
    // Bottom row.
    let small = 16.0
    let returnWidth = unit * 2.6
    add(x0 + margin, 3, side, "123", function: true, size: small)
    keys.append(
      KeyboardKey(
        frame: Rect(x: x0 + margin + side + gap, y: rowY(3), width: side, height: keyHeight),
        function: true, symbol: .globe))
    let spaceX = x0 + margin + 2 * (side + gap)
    let returnX = x0 + width - margin - returnWidth
    if kind == .email {
      let spaceWidth = returnX - gap - 2 * (unit + gap) - spaceX
      add(spaceX, 3, spaceWidth, "space", function: false, size: small)
      add(spaceX + spaceWidth + gap, 3, unit, "@", function: false, size: letterSize * 0.8)
      add(spaceX + spaceWidth + unit + 2 * gap, 3, unit, ".", function: false, size: letterSize)
    } else {
      add(spaceX, 3, returnX - gap - spaceX, "space", function: false, size: small)
    }
    add(returnX, 3, returnWidth, "return", function: true, size: small)
    return keys
  }

  /// The digits pad: three columns of four rows, 1–9 with their letters, then 0 and delete.
  private func numberPad() -> [KeyboardKey] {
    let portrait = orientation == .portrait
    let margin = 6.0, gap = 6.0, rowGap = 7.0
    let x0 = frame.x + left
    let width = frame.width - left - right
    let keyWidth = (width - 2 * margin - 2 * gap) / 3
    let keyHeight = (keysHeight - 2 * margin - 3 * rowGap) / 4
    let letters = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ", "", "", ""]
    var keys: [KeyboardKey] = []
    for index in 0..<12 {
      let row = index / 3, column = index % 3
      let box = Rect(
        x: x0 + margin + Double(column) * (keyWidth + gap),
        y: frame.y + margin + Double(row) * (keyHeight + rowGap), width: keyWidth,
        height: keyHeight)
      switch index {
      case 9: continue
      case 11: keys.append(KeyboardKey(frame: box, function: true, label: nil, symbol: .delete))
      default:
        let digit = index == 10 ? "0" : String(index + 1)
        let hint = letters[index]
        let digitBox =
          hint.isEmpty || !portrait
          ? box : Rect(x: box.x, y: box.y, width: box.width, height: box.height * 0.8)
        keys.append(
          KeyboardKey(frame: box, function: false, label: label(digit, in: digitBox, size: 25)))
        if !hint.isEmpty && portrait {
          let hintBox = Rect(
            x: box.x, y: box.y + box.height * 0.55, width: box.width, height: box.height * 0.4)
          keys.append(
            KeyboardKey(
              frame: .init(x: box.x, y: box.y, width: 0, height: 0), function: false,
              label: label(hint, in: hintBox, size: 10, weight: .semibold)))
        }
      }
    }
    return keys
  }

  /// `text` laid out on one line and centred in `box`.
  private func label(_ text: String, in box: Rect, size: Double, weight: FontWeight = .regular)
    -> PlacedText
  {
    let font = FontSpec(families: families, size: size, weight: weight)
    let layout = engine.layout(text, font: font, wrapWidth: nil, language: nil)
    let measured = MeasuredText(layout: layout, font: font, color: colors.label, x: 0, y: 0)
    return PlacedText(
      layout: layout, originX: box.midX - measured.width / 2 - measured.metrics.logical.x,
      originY: box.midY - measured.height / 2 - measured.metrics.logical.y, color: colors.label)
  }
}
