import AlertLayout

/// Stable, readable output names derived from the alert id and the configuration, so that a
/// diff of the output folder between two commits is meaningful.
public enum OutputNames {
  /// `<id>/<id>.iphone-se.portrait.light@2x.png`, relative to the output folder.
  public static func image(id: String, _ configuration: RenderConfiguration, format: ImageFormat)
    -> String
  {
    "\(id)/\(id).\(configuration.slug).\(format.rawValue)"
  }
}
