/// The previews of one device, in rows that put portrait and landscape side by side.
struct DeviceGroup: Sendable {
  /// The device name shared by every image of the group.
  var deviceName: String
  /// One row per appearance, in the order the appearances first occur.
  var rows: [PreviewRow]
}

/// The previews of one device in one appearance: portrait first, then landscape; with several
/// style sheets, each orientation's looks side by side in the order they were given.
struct PreviewRow: Sendable {
  /// The appearance shared by every image of the row.
  var appearance: String
  /// The images, portrait before landscape; other orientations keep their input order last.
  var images: [GalleryImage]
}

/// Groups an alert's previews by device, then by appearance.
enum PreviewGrouping {
  /// Groups `images` by device in order of first occurrence, then into rows by appearance.
  ///
  /// The result depends only on the input order, never on hashing, so pages are reproducible.
  static func groups(_ images: [GalleryImage]) -> [DeviceGroup] {
    var groups: [DeviceGroup] = []
    for image in images {
      if let index = groups.firstIndex(where: { $0.deviceName == image.deviceName }) {
        groups[index].rows = add(image, to: groups[index].rows)
      } else {
        groups.append(DeviceGroup(deviceName: image.deviceName, rows: add(image, to: [])))
      }
    }
    return groups.map { group in
      DeviceGroup(
        deviceName: group.deviceName,
        rows: group.rows.map { PreviewRow(appearance: $0.appearance, images: sorted($0.images)) })
    }
  }

  /// `rows` with `image` appended to the row of its appearance, or to a new row.
  private static func add(_ image: GalleryImage, to rows: [PreviewRow]) -> [PreviewRow] {
    var rows = rows
    if let index = rows.firstIndex(where: { $0.appearance == image.appearance }) {
      rows[index].images.append(image)
    } else {
      rows.append(PreviewRow(appearance: image.appearance, images: [image]))
    }
    return rows
  }

  /// Portrait, then landscape, then anything else; a stable sort.
  private static func sorted(_ images: [GalleryImage]) -> [GalleryImage] {
    images.enumerated()
      .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
      .map(\.element)
  }

  /// The position of an orientation in a row.
  private static func rank(_ image: GalleryImage) -> Int {
    switch image.orientation {
    case "portrait": 0
    case "landscape": 1
    default: 2
    }
  }
}
