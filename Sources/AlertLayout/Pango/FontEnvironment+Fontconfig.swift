// C-facing: fontconfig. Resolves families to files with the system configuration, then builds
// a private configuration holding only those files.
internal import CPangoCairo
import Foundation

extension FontEnvironment {
  /// Resolves `families` to files with the system configuration (or takes the files from the
  /// last run's resolution when nothing it depended on has changed, ``FontResolutionStore``)
  /// and loads exactly those files into a new configuration; checks that each family matches
  /// itself there.
  /// `ifInstalled` families come first, each only when the system has it and it matches itself
  /// in the private configuration.
  static func resolve(_ required: [String], ifInstalled: [String] = [])
    throws(FontEnvironmentError) -> FontEnvironment
  {
    let key = FontResolutionStore.key(required: required, ifInstalled: ifInstalled)
    let resolution: FontResolutionStore.Entry
    if let stored = FontResolutionStore.entry(key) {
      resolution = stored
    } else {
      resolution = try systemResolution(required, ifInstalled: ifInstalled)
      FontResolutionStore.store(resolution, for: key)
    }
    let families = resolution.installed + required
    guard let config = FcConfigCreate() else {
      throw FontEnvironmentError("fontconfig could not create a configuration (out of memory).")
    }
    guard FcConfigParseAndLoadFromMemory(config, bitmapScaling, 1) != 0 else {
      FcConfigDestroy(config)
      throw FontEnvironmentError(
        "fontconfig refused the rule that scales colour emoji; fontconfig 2.13 or later is needed.")
    }
    let sorted = resolution.files
    if let folder = FontFolder.prepare(sorted),
      FcConfigParseAndLoadFromMemory(config, cacheFolder(folder.fontconfigCache), 0) != 0,
      FcConfigAppFontAddDir(config, folder.fonts) != 0
    {
      // fontconfig scanned the folder, or read what it scanned last time from its cache.
    } else {
      for file in sorted where FcConfigAppFontAddFile(config, file) == 0 {
        FcConfigDestroy(config)
        throw FontEnvironmentError("fontconfig could not read the font file \(file); reinstall it.")
      }
    }
    for family in families {
      let matched = matchedFamilies(of: family, in: config)
      guard matched.contains(where: { $0.caseInsensitiveCompare(family) == .orderedSame }) else {
        FcConfigDestroy(config)
        throw FontEnvironmentError(
          "the font family '\(family)' resolves to '\(matched.first ?? "nothing")' instead. "
            + "Install '\(family)' (Debian: `sudo apt-get install "
            + "\(FontEnvironmentError.package(for: family))`) or change the sheet's fonts.")
      }
    }
    return FontEnvironment(families: families, files: sorted, config: config)
  }

  /// The files of the families in the system configuration, with what they depend on: the
  /// configuration's files and font folders, and the files themselves
  /// (``FontResolutionStore``).
  private static func systemResolution(_ required: [String], ifInstalled: [String])
    throws(FontEnvironmentError) -> FontResolutionStore.Entry
  {
    _ = extraFolder
    var files = Set<String>()
    var installed: [String] = []
    for family in ifInstalled where !required.contains(family) {
      let found = try systemFiles(of: family)
      if !found.isEmpty {
        installed.append(family)
        files.formUnion(found)
      }
    }
    for family in required {
      let found = try systemFiles(of: family)
      guard !found.isEmpty else {
        throw FontEnvironmentError(
          "the font family '\(family)' is not installed, so alerts cannot be drawn as the style "
            + "sheet asks. Install it (Debian: `sudo apt-get install "
            + "\(FontEnvironmentError.package(for: family))`) or change the sheet's fonts.")
      }
      files.formUnion(found)
    }
    let sorted = files.sorted()
    let dependencies = systemDependencies() + sorted
    return FontResolutionStore.Entry(
      installed: installed, files: sorted,
      stamps: dependencies.map(FontResolutionStore.stamp(of:)))
  }

  /// The system configuration's files and folders, every font folder it scans, the user's
  /// font folders, which a first font installed there creates, and the `ALERT_PREVIEW_FONTS`
  /// folder, where SF Pro may be put later.
  private static func systemDependencies() -> [String] {
    guard let config = systemConfig else { return [] }
    var paths: [String] = []
    let environment = ProcessInfo.processInfo.environment
    if let home = environment["HOME"], home.hasPrefix("/") {
      paths += [home + "/.fonts", home + "/.local/share/fonts"]
    }
    if let extra = environment["ALERT_PREVIEW_FONTS"], !extra.isEmpty {
      paths +=
        [extra]
        + ((try? FileManager.default.subpathsOfDirectory(atPath: extra)) ?? [])
        .map { extra + "/" + $0 }
    }
    let lists = [
      FcConfigGetConfigFiles(config), FcConfigGetConfigDirs(config), FcConfigGetFontDirs(config),
    ]
    for list in lists {
      guard let list else { continue }
      defer { FcStrListDone(list) }
      while let next = FcStrListNext(list) { paths.append(String(cString: next)) }
    }
    return paths
  }

  /// Adds the folder `ALERT_PREVIEW_FONTS` names, when set, to the system configuration the
  /// families are looked up in, once per process: SF Pro kept outside fontconfig's folders
  /// (it is Apple's and may not be redistributed, so nothing here installs it).
  private static let extraFolder: Void = {
    guard let folder = ProcessInfo.processInfo.environment["ALERT_PREVIEW_FONTS"],
      !folder.isEmpty, let config = systemConfig
    else { return }
    _ = FcConfigAppFontAddDir(config, folder)
  }()

  /// The system's configuration and fonts, loaded the first time a family has to be looked up
  /// (when the last run's resolution no longer holds): a configuration of its own, never
  /// fontconfig's current one, which ``quietDefault`` keeps empty. Only read after it is
  /// built (fontconfig's lookups on a built configuration are thread-safe since 2.13), and
  /// added to once, by ``extraFolder``, before any lookup.
  nonisolated(unsafe) private static let systemConfig: OpaquePointer? = FcInitLoadConfigAndFonts()

  /// Makes an empty configuration fontconfig's current one, once per process, before Pango
  /// makes a font map. Pango starts a thread that calls `FcInit`, which parses the whole
  /// system configuration (every file in /etc/fonts/conf.d, every font cache) unless a current
  /// configuration exists; the previews draw only with the private configuration each font map
  /// is given, and families are looked up in ``systemConfig``, so nothing needs it.
  package static let quietDefault: Void = {
    guard let empty = FcConfigCreate() else { return }
    _ = FcConfigSetCurrent(empty)
    FcConfigDestroy(empty)
  }()

  /// The configuration that has fontconfig keep the caches of the private configuration's
  /// font folder in `folder`; a folder whose name XML would need to escape is not used (the
  /// files are then loaded one by one).
  private static func cacheFolder(_ folder: String) -> String {
    guard !folder.contains(where: { "<>&\"'".contains($0) }) else { return "" }
    return "<?xml version=\"1.0\"?><fontconfig><cachedir>\(folder)</cachedir></fontconfig>"
  }

  /// The one rule of the private configuration: a bitmap font (Noto Color Emoji has strikes
  /// of 109 pixels only) is scaled to the size asked for, as the system's
  /// `10-scale-bitmap-fonts.conf` does; without it an emoji is drawn and measured 109 pixels
  /// tall whatever the text size. Outline fonts are left alone.
  private static let bitmapScaling = """
    <?xml version="1.0"?>
    <fontconfig>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="pixelsizefixupfactor" mode="assign">
          <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
        </edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="matrix" mode="assign">
          <times>
            <name>matrix</name>
            <matrix>
              <name>pixelsizefixupfactor</name><double>0</double>
              <double>0</double><name>pixelsizefixupfactor</name>
            </matrix>
          </times>
        </edit>
      </match>
    </fontconfig>
    """

  /// Every file (all styles) whose family list holds `family`, from the system configuration.
  private static func systemFiles(of family: String) throws(FontEnvironmentError) -> [String] {
    guard let config = systemConfig else {
      throw FontEnvironmentError(
        "fontconfig could not load the system's font configuration (/etc/fonts/fonts.conf); "
          + "reinstall it (Debian: `sudo apt-get install --reinstall fontconfig-config`).")
    }
    guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else {
      throw FontEnvironmentError("fontconfig is out of memory.")
    }
    defer {
      FcPatternDestroy(pattern)
      FcObjectSetDestroy(objects)
    }
    _ = FcPatternAddString(pattern, "family", family)
    _ = FcObjectSetAdd(objects, "file")
    _ = FcObjectSetAdd(objects, "family")
    guard let set = FcFontList(config, pattern, objects) else { return [] }
    defer { FcFontSetDestroy(set) }
    var files: [String] = []
    for index in 0..<Int(set.pointee.nfont) {
      guard let font = set.pointee.fonts[index] else { continue }
      var file: UnsafeMutablePointer<FcChar8>?
      if FcPatternGetString(font, "file", 0, &file) == FcResultMatch, let file {
        files.append(String(cString: file))
      }
    }
    return files
  }

  /// The family names of the font `config` picks for `family`.
  private static func matchedFamilies(of family: String, in config: OpaquePointer) -> [String] {
    guard let pattern = FcPatternCreate() else { return [] }
    defer { FcPatternDestroy(pattern) }
    _ = FcPatternAddString(pattern, "family", family)
    _ = FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultMatch
    guard let match = FcFontMatch(config, pattern, &result) else { return [] }
    defer { FcPatternDestroy(match) }
    var names: [String] = []
    var value: UnsafeMutablePointer<FcChar8>?
    var index: Int32 = 0
    while FcPatternGetString(match, "family", index, &value) == FcResultMatch, let value {
      names.append(String(cString: value))
      index += 1
    }
    return names
  }

  /// SHA-256 of each font file (lowercase hex), by path, computed with GLib (``ContentDigest``),
  /// or taken from the last run's where the file has not changed (``FontDigestStore``).
  public func fileDigests() throws -> [String: String] {
    try FontDigestStore.digests(of: files) { file in
      let data: Data
      do {
        data = try Data(contentsOf: URL(fileURLWithPath: file), options: .alwaysMapped)
      } catch {
        throw FontEnvironmentError(
          "could not read the font file \(file) to fingerprint it: \(error)")
      }
      return ContentDigest.sha256(data)
    }
  }
}
