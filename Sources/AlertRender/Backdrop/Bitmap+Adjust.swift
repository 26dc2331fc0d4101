extension Bitmap {
  /// Multiplies saturation and brightness as CSS's `saturate()` and `brightness()` filters do
  /// (Filter Effects 1's saturate colour matrix, then a factor on each channel), clamped to
  /// 0–255. Neither cairo nor pixman has a colour-matrix filter; this runs on the material's
  /// reduced image, a few thousand pixels.
  func adjust(saturation s: Double, brightness b: Double) {
    guard s != 1 || b != 1 else { return }
    let rows: [[Double]] = [
      [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s],
      [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s],
      [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s],
    ]
    let matrix: [Double] = rows.flatMap { $0 }.map { $0 * b }
    func clamp(_ value: Double) -> UInt32 { UInt32(min(255, max(0, value.rounded()))) }
    for y in 0..<height {
      let row = (bytes + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let word = row[x]
        let r = Double(word >> 16 & 0xFF)
        let g = Double(word >> 8 & 0xFF)
        let bl = Double(word & 0xFF)
        func channel(_ k: Int) -> UInt32 {
          let sum: Double = matrix[k] * r + matrix[k + 1] * g + matrix[k + 2] * bl
          return clamp(sum)
        }
        let red = channel(0)
        let green = channel(3)
        let blue = channel(6)
        row[x] = red << 16 | green << 8 | blue
      }
    }
  }
}
