import AlertGallery
import AlertLayout

/// The small pictures on the gallery index's cards: the configuration the card shows (and its
/// locale and text-size variants, which the index's filters swap in) also gets a PNG scaled
/// down to twice the card's width, so the index never loads full-size screens.
package enum CardPictures {
  /// Pixels wide: twice the card's CSS width, sharp on a 2× screen.
  package static let width = GalleryWriter.cardWidth * 2

  /// The slugs of the configurations that get a card picture: those with the device,
  /// orientation, appearance and scale of the one a card shows (the first portrait light
  /// configuration, else the first portrait, else the first), as the index picks it.
  package static func slugs(_ configurations: [RenderConfiguration]) -> Set<String> {
    guard
      let shown = configurations.first(where: {
        $0.orientation == .portrait && $0.appearance == .light
      }) ?? configurations.first(where: { $0.orientation == .portrait }) ?? configurations.first
    else { return [] }
    return Set(
      configurations.filter {
        $0.device.id == shown.device.id && $0.orientation == shown.orientation
          && $0.appearance == shown.appearance && $0.scale == shown.scale
      }.map(\.slug))
  }
}
