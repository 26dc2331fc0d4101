import AlertMarkup

/// What the index's script needs to show a card in another locale or text size: the variants
/// the card's preview exists in, how their file names are made, and how each fits.
///
/// Preview names put the locale and the text size between the appearance and the scale
/// (`id/id.iphone-se.portrait.light.de.AX3@2x.png`; Large is left out), so the script swaps
/// the picture by rebuilding the name from `data-preview-stem`, the variant and
/// `data-preview-tail` rather than carrying every path.
enum CardVariants {
  /// `data-variants`, `data-fits`, `data-preview-stem` and `data-preview-tail`; empty when the
  /// preview's name does not follow the scheme.
  static func attributes(_ entry: GalleryEntry, preview: GalleryImage?) -> [(String, String)] {
    guard let preview, let (stem, tail) = split(preview) else { return [] }
    let siblings = entry.images.filter {
      $0.deviceName == preview.deviceName && $0.orientation == preview.orientation
        && $0.appearance == preview.appearance && $0.look == preview.look
    }
    var variants: [PreviewVariant] = []
    for image in siblings where !variants.contains(image.variant) {
      variants.append(image.variant)
    }
    let fits = variants.map { variant in
      "\(variant.key)=\(worstFit(entry.images.filter { $0.variant == variant })?.key ?? "none")"
    }
    return [
      ("data-variants", variants.map(\.key).joined(separator: " ")),
      ("data-fits", fits.joined(separator: " ")),
      ("data-preview-stem", stem),
      ("data-preview-tail", tail),
    ] + alternatives(entry, preview: preview)
  }

  /// `data-looks` (the style sheets, the first drawn at the site's root and the others in
  /// `look.<name>/`) and `data-appearances` with a card picture of the preview's device and
  /// orientation, when there are several: the index's look and appearance controls swap them in.
  static func alternatives(_ entry: GalleryEntry, preview: GalleryImage) -> [(String, String)] {
    let drawn = entry.images.filter {
      $0.card != nil && $0.deviceName == preview.deviceName
        && $0.orientation == preview.orientation
    }
    var looks: [String] = []
    var appearances: [String] = []
    for image in drawn {
      if let look = image.look, !looks.contains(look) { looks.append(look) }
      if image.look == preview.look, !appearances.contains(image.appearance) {
        appearances.append(image.appearance)
      }
    }
    return (looks.count > 1 ? [("data-looks", looks.joined(separator: " "))] : [])
      + (appearances.count > 1 ? [("data-appearances", appearances.joined(separator: " "))] : [])
  }

  /// The path the card loads (its card picture, else the preview) without its variant:
  /// `id/id.iphone-se.portrait.light` and `@2x.card.png`.
  static func split(_ image: GalleryImage) -> (stem: String, tail: String)? {
    let path = image.card ?? image.path
    guard let at = path.lastIndex(of: "@") else { return nil }
    var stem = String(path[..<at])
    if image.textSize != "L" {
      guard stem.hasSuffix("." + image.textSize) else { return nil }
      stem.removeLast(image.textSize.count + 1)
    }
    if let locale = image.locale {
      guard stem.hasSuffix("." + locale) else { return nil }
      stem.removeLast(locale.count + 1)
    }
    return (stem, String(path[at...]))
  }

  /// The worst fit among `images`: the one whose worst condition is most severe.
  static func worstFit(_ images: [GalleryImage]) -> PreviewFit? {
    images.map(\.fit).max { rank($0) < rank($1) }
  }

  /// How bad a fit is: 0 when it fits, then wraps, stacks, truncates, scrolls.
  static func rank(_ fit: PreviewFit) -> Int {
    switch fit.worst {
    case nil: 0
    case .wraps(let lines)?: lines
    case .stacks?: 100
    case .truncates?: 200
    case .scrolls?: 300
    }
  }
}
