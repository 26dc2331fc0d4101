/// A backdrop PNG that libpng could not decode, with libpng's own words for what is wrong
/// (`IHDR: CRC error`, `Not enough image data`), never cairo's catch-all "out of memory".
struct PNGReadError: Error, Sendable {
  /// libpng's message, as `libpng: …`.
  let message: String

  /// The end of a sentence that starts by naming the file: what is wrong and how to fix it.
  var reason: String {
    "is a damaged PNG (\(message)); export the screenshot again, or open it in an image "
      + "editor and save it as a new PNG"
  }
}
