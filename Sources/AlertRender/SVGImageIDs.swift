import Foundation

/// Cairo names each image it embeds in an SVG after a process-wide surface counter
/// (`<image id="image96" …>`, used as `xlink:href="#image96"`): an emoji, which SVG can only
/// hold as a bitmap, would give the same drawing a different document on every render.
/// Renumbering the images 1, 2, … in order of first mention makes the document depend on the
/// drawing alone.
func stableImageIDs(_ svg: Data) -> Data {
  guard containsImage(svg) else { return svg }
  let name = Array("image".utf8)
  let bytes = [UInt8](svg)
  var result: [UInt8] = []
  result.reserveCapacity(bytes.count)
  var numbers: [ArraySlice<UInt8>: Int] = [:]
  var index = 0
  while index < bytes.count {
    // An id or a reference: `"image<digits>"` or `#image<digits>"`.
    let opensName = bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "#")
    let nameEnd = index + 1 + name.count
    if opensName, nameEnd < bytes.count, bytes[(index + 1)..<nameEnd].elementsEqual(name) {
      var end = nameEnd
      while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
        end += 1
      }
      if end > nameEnd, end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
        let number = numbers[bytes[nameEnd..<end]] ?? (numbers.count + 1)
        numbers[bytes[nameEnd..<end]] = number
        result.append(contentsOf: bytes[index..<nameEnd])
        result.append(contentsOf: Array(String(number).utf8))
        index = end
        continue
      }
    }
    result.append(bytes[index])
    index += 1
  }
  return Data(result)
}

/// Whether the document has an `<image ` element, found by jumping from `<` to `<` with
/// `memchr` (`Data.range(of:)` took a twentieth of an SVG's drawing time).
private func containsImage(_ svg: Data) -> Bool {
  let tag = Array("<image ".utf8)
  return svg.withUnsafeBytes { raw -> Bool in
    guard let base = raw.baseAddress else { return false }
    var offset = 0
    while offset + tag.count <= raw.count,
      let hit = memchr(base + offset, Int32(tag[0]), raw.count - offset)
    {
      let at = base.distance(to: UnsafeRawPointer(hit))
      if at + tag.count <= raw.count, memcmp(base + at, tag, tag.count) == 0 { return true }
      offset = at + 1
    }
    return false
  }
}
