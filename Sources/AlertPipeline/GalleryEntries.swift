import AlertGallery
import AlertLint
import AlertSpec
import Foundation
import StyleSheet

/// Turns renders and findings into the gallery's entries.
package enum GalleryEntries {
  /// One entry per spec, in input order, with its images and findings.
  package static func make(
    _ specs: [AlertSpec], items: [RenderedItem], findings: [Finding], folder: String
  ) -> [GalleryEntry] {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    let itemsByID = Dictionary(grouping: items, by: \.spec.id)
    let findingsByID = Dictionary(grouping: findings, by: \.alertID)
    let relative = { (path: String) in
      String(path.dropFirst(path.hasPrefix(prefix) ? prefix.count : 0))
    }
    return specs.map { spec in
      let images = (itemsByID[spec.id] ?? []).compactMap { item -> GalleryImage? in
        let files = item.files.map(relative)
        guard let png = files.first(where: { $0.hasSuffix(".png") }) ?? files.first else {
          return nil
        }
        let summary = item.summary
        let configuration = item.configuration
        // The buttons as the image's locale labels them.
        let buttons = item.spec.shown(in: configuration.locale).buttons
        return GalleryImage(
          path: png, width: Int(summary.width), height: Int(summary.height),
          deviceName: configuration.device.name,
          orientation: configuration.orientation.rawValue,
          appearance: configuration.appearance.rawValue,
          buttonsInVisualOrder: summary.buttonOrder.compactMap {
            buttons.indices.contains($0) ? buttons[$0] : nil
          },
          stacked: summary.stacked, emphasisedLabel: summary.emphasisedLabel, files: files,
          textSize: configuration.textSize.rawValue, locale: configuration.locale,
          fit: PreviewFit(
            titleLines: summary.titleLines,
            stacked: summary.stacked, buttonCount: summary.buttonOrder.count,
            truncated: summary.truncated, scrolls: summary.scrolls),
          look: item.look, card: item.card.map(relative),
          crop: summary.crop.map {
            PreviewCrop(x: $0.x, y: $0.y, width: $0.width, height: $0.height)
          })
      }
      return GalleryEntry(
        spec: spec, images: images, findings: findingsByID[spec.id] ?? [],
        backdrop: BackdropFile.path(of: spec).flatMap(BackdropFile.size(at:)).map {
          BackdropSize(width: $0.width, height: $0.height)
        })
    }
  }
}
