import AlertLayout

/// Stable, readable output names derived from the alert id and the configuration, so that a
/// diff of the output folder between two commits is meaningful.
public enum OutputNames {
  /// `<id>/<id>.iphone-se.portrait.light@2x.png`, relative to the output folder.
  public static func image(id: String, _ configuration: RenderConfiguration, format: ImageFormat)
    -> String
  {
    image(id: id, slug: configuration.slug, format: format)
  }

  /// `<id>/<id>.<slug>.<format>`: the image of a configuration known by its slug.
  public static func image(id: String, slug: String, format: ImageFormat) -> String {
    "\(id)/\(id).\(slug).\(format.rawValue)"
  }

  /// `<id>/<id>.iphone-se.portrait.light@2x.card.png`: the small picture of the configuration
  /// that the gallery's index shows on the alert's card.
  public static func cardPicture(id: String, slug: String) -> String {
    "\(id)/\(id).\(slug).card.png"
  }
}
