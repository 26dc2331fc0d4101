import AlertLayout
// C-facing: draws the status bar, home indicator, cutout and screen corners over a render.
internal import CCairo
internal import CPangoCairo
import Foundation
import StyleSheet

/// Paints the system's chrome (``ChromeLayout``) on a cairo context whose user space is in
/// points, over the app, its dimming and the alert: UIKit's dimming does not cover the status
/// bar or the home indicator, which the system draws above the app's window.
struct ChromePainter {
  let chrome: ChromeLayout

  /// Paints the chrome on `cr`; with `live`, keeps the time there instead of drawing it.
  func paint(_ cr: OpaquePointer, live: LiveText? = nil) {
    paintDevice(cr)
    if let time = chrome.time { draw(cr, time, as: .statusBar, live: live) }
    setColor(cr, chrome.content)
    if let box = chrome.signal { paintSignal(cr, box) }
    if let box = chrome.wifi { paintWiFi(cr, box) }
    if let box = chrome.battery { paintBattery(cr, box) }
    if let bar = chrome.homeIndicator {
      addRoundedRect(cr, bar, radius: bar.height / 2, continuous: false)
      cairo_fill(cr)
    }
  }

  /// Black outside the rounded screen, and the cutout.
  private func paintDevice(_ cr: OpaquePointer) {
    cairo_set_source_rgb(cr, 0, 0, 0)
    if chrome.cornerRadius > 0 {
      cairo_save(cr)
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
      cairo_rectangle(cr, 0, 0, chrome.screen.width, chrome.screen.height)
      let screen = Rect(x: 0, y: 0, width: chrome.screen.width, height: chrome.screen.height)
      addRoundedRect(cr, screen, radius: chrome.cornerRadius, continuous: true)
      cairo_fill(cr)
      cairo_restore(cr)
    }
    if let cutout = chrome.cutout {
      let short = min(cutout.width, cutout.height)
      let radius = chrome.cutoutKind == .island ? short / 2 : short / 3
      addRoundedRect(cr, cutout, radius: radius, continuous: chrome.cutoutKind == .notch)
      cairo_fill(cr)
    }
  }

  /// Four bars rising left to right, bottom-aligned.
  private func paintSignal(_ cr: OpaquePointer, _ box: Rect) {
    let gap = box.width * 0.1
    let bar = (box.width - 3 * gap) / 4
    for index in 0..<4 {
      let height = box.height * (0.36 + 0.213 * Double(index))
      let rect = Rect(
        x: box.x + Double(index) * (bar + gap), y: box.maxY - height, width: bar, height: height)
      addRoundedRect(cr, rect, radius: bar / 3, continuous: false)
    }
    cairo_fill(cr)
  }

  /// Three bands of a fan opening upwards from a point at the bottom centre.
  private func paintWiFi(_ cr: OpaquePointer, _ box: Rect) {
    let centreX = box.midX
    let centreY = box.maxY
    let start = -Double.pi * 3 / 4
    let end = -Double.pi / 4
    let band = box.height / 3
    for index in 0..<3 {
      let outer = band * Double(index + 1)
      let inner = index == 0 ? 0 : outer - band * 0.68
      cairo_new_sub_path(cr)
      cairo_arc(cr, centreX, centreY, outer, start, end)
      cairo_arc_negative(cr, centreX, centreY, inner, end, start)
      cairo_close_path(cr)
    }
    cairo_fill(cr)
  }

  /// An outlined body, full, with a nub on the right.
  private func paintBattery(_ cr: OpaquePointer, _ box: Rect) {
    let nub = box.width * 0.06
    let body = Rect(x: box.x, y: box.y, width: box.width - nub - 1, height: box.height)
    let line = box.height * 0.09
    let content = chrome.content
    let faint = RGBA(red: content.red, green: content.green, blue: content.blue, alpha: 0.4)
    setColor(cr, faint)
    let outline = Rect(
      x: body.x + line / 2, y: body.y + line / 2, width: body.width - line,
      height: body.height - line)
    addRoundedRect(cr, outline, radius: body.height * 0.3, continuous: false)
    cairo_set_line_width(cr, line)
    cairo_stroke(cr)
    let tip = Rect(
      x: body.maxX + 1, y: box.midY - box.height * 0.18, width: nub, height: box.height * 0.36)
    addRoundedRect(cr, tip, radius: nub / 2, continuous: false)
    cairo_fill(cr)
    setColor(cr, content)
    let inset = line + box.height * 0.1
    let level = Rect(
      x: body.x + inset, y: body.y + inset, width: body.width - 2 * inset,
      height: body.height - 2 * inset)
    addRoundedRect(cr, level, radius: body.height * 0.15, continuous: false)
    cairo_fill(cr)
  }
}
