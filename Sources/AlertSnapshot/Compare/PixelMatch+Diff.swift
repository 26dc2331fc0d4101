import AlertRender

extension PixelMatch {
  /// pixelmatch's own call on two decoded images of one size: the number of mismatched pixels
  /// and, when `drawing`, the diff picture pixelmatch writes to its `output`.
  ///
  /// The count never depends on the picture: both come from one pass that marks each pixel.
  public static func match(
    _ a: PNGImage, _ b: PNGImage, options: ComparisonOptions = ComparisonOptions(),
    drawing: Bool
  ) -> (mismatched: Int, diff: PNGImage?) {
    let result = compare(
      a.rgba, b.rgba, width: a.width, height: a.height, threshold: options.threshold,
      includeAA: options.includeAA, checkerboard: options.checkerboard)
    let diff = drawing ? DiffImages.diff(a, b, mask: result.mask, options: options) : nil
    return (result.differing, diff)
  }
}
