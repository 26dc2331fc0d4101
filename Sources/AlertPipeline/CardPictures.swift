import AlertGallery
import AlertLayout

/// The small pictures on the gallery index's cards: the configuration the card shows, in each
/// appearance and in its locale and text-size variants (which the index's controls swap in),
/// also gets a PNG of the alert and a margin of the screen around it, twice the card picture's
/// width, so the index never loads full-size screens.
package enum CardPictures {
  /// Pixels wide: twice the card's CSS width, sharp on a 2× screen.
  package static let width = GalleryWriter.cardWidth * 2

  /// The slugs of the configurations that get a card picture: those with the device,
  /// orientation and scale of the one a card shows (the first portrait light configuration,
  /// else the first portrait, else the first), as the index picks it, in every appearance.
  package static func slugs(_ configurations: [RenderConfiguration]) -> Set<String> {
    guard
      let shown = configurations.first(where: {
        $0.orientation == .portrait && $0.appearance == .light
      }) ?? configurations.first(where: { $0.orientation == .portrait }) ?? configurations.first
    else { return [] }
    return Set(
      configurations.filter {
        $0.device.id == shown.device.id && $0.orientation == shown.orientation
          && $0.scale == shown.scale
      }.map(\.slug))
  }
}
