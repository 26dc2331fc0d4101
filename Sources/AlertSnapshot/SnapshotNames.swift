import AlertLayout
import AlertRender

/// Reference names derived from the alert id and the configuration, never from a counter, so
/// that reordering alerts or tests never renames a reference.
public enum SnapshotNames {
  /// `<id>/<id>.iphone-se.portrait.light@2x.png`, relative to the references folder: the same
  /// name `alert-preview render` gives the image.
  public static func reference(id: String, _ configuration: RenderConfiguration) -> String {
    OutputNames.image(id: id, configuration, format: .png)
  }

  /// The environment fingerprint's file name, beside the references.
  public static let fingerprint = "fingerprint.json"
}
