import AlertRun
import AlertSnapshot

extension SnapshotCommand {
  /// The comparison rules and the diff picture's options from the command line; a bad value
  /// is a usage error that says what is wrong and shows a good value.
  static func comparisonOptions(_ arguments: Arguments) throws -> ComparisonOptions {
    var options = ComparisonOptions()
    if let value = try fraction(arguments, "--threshold", "a number from 0 to 1", "0.05") {
      options.threshold = value
    }
    if let text = arguments.value("--window-pixels") {
      guard let value = Int(text), value >= 0 else {
        throw UsageError(
          "--window-pixels must be a whole number of pixels, such as 12, not '\(text)'.")
      }
      options.maxWindowPixels = value
    }
    if let value = try fraction(arguments, "--budget", "a fraction from 0 to 1", "0.0005") {
      options.maxDifferingFraction = value
    }
    options.checkerboard = !arguments.flag("--no-checkerboard")
    if let value = try fraction(arguments, "--diff-alpha", "an opacity from 0 to 1", "0.1") {
      options.diffAlpha = value
    }
    if let color = try color(arguments, "--diff-color", example: "255,0,0") {
      options.diffColor = color
    }
    if let color = try color(arguments, "--diff-color-alt", example: "0,255,0") {
      options.diffColorAlt = color
    }
    if let color = try color(arguments, "--aa-color", example: "255,255,0") {
      options.aaColor = color
    }
    options.diffMask = arguments.flag("--diff-mask")
    return options
  }

  /// The value of `name`, a number from 0 to 1, if given.
  private static func fraction(
    _ arguments: Arguments, _ name: String, _ what: String, _ example: String
  ) throws -> Double? {
    guard let text = arguments.value(name) else { return nil }
    guard let value = Double(text), (0...1).contains(value) else {
      throw UsageError("\(name) must be \(what), such as \(example), not '\(text)'.")
    }
    return value
  }

  /// The value of `name`, an `R,G,B` colour, if given.
  private static func color(_ arguments: Arguments, _ name: String, example: String) throws
    -> DiffColor?
  {
    guard let text = arguments.value(name) else { return nil }
    guard let color = DiffColor(parsing: text) else {
      throw UsageError(
        "\(name) must be a colour as three whole numbers from 0 to 255 separated by commas, "
          + "such as \(example), not '\(text)'.")
    }
    return color
  }
}
