/// The density rule's measurement: the most marked pixels in any `size × size` window.
enum DensityWindow {
  /// The densest window of `mask` pixels for which `counts` holds, with its top-left corner.
  /// Runs in O(width × height) with a summed-area table.
  static func densest(
    _ mask: [UInt8], width: Int, height: Int, size: Int, counts: (UInt8) -> Bool
  ) -> (count: Int, x: Int, y: Int) {
    guard width > 0, height > 0, size > 0 else { return (0, 0, 0) }
    let w = width + 1
    var table = [Int32](repeating: 0, count: w * (height + 1))
    var best = (count: 0, x: 0, y: 0)
    table.withUnsafeMutableBufferPointer { sums in
      mask.withUnsafeBufferPointer { marks in
        for y in 0..<height {
          var row: Int32 = 0
          for x in 0..<width {
            if counts(marks[y * width + x]) { row += 1 }
            sums[(y + 1) * w + x + 1] = sums[y * w + x + 1] + row
          }
        }
        let sw = min(size, width)
        let sh = min(size, height)
        for y in 0...(height - sh) {
          for x in 0...(width - sw) {
            let total =
              sums[(y + sh) * w + x + sw] - sums[y * w + x + sw] - sums[(y + sh) * w + x]
              + sums[y * w + x]
            if Int(total) > best.count { best = (Int(total), x, y) }
          }
        }
      }
    }
    return best
  }
}
