import AlertSpec
import AlertSupport
import Foundation

/// The tables of the `<locale>.lproj` folders in a folder (see ``StringSource``).
enum LprojTables {
  static func read(folder: String, names: [String]) throws(SpecDiagnostic) -> [String: StringTable]
  {
    var values: [String: [String: [String: LocalizedString]]] = [:]  // table → locale → key
    for name in names where name.hasSuffix(".lproj") {
      let locale = String(name.dropLast(".lproj".count))
      let localeFolder = StringSource.join(folder, name)
      let files = ((try? FileManager.default.contentsOfDirectory(atPath: localeFolder)) ?? [])
        .sorted()
      for file in files {
        let path = StringSource.join(localeFolder, file)
        let read: (Data, String) throws(SpecDiagnostic) -> [String: LocalizedString]
        let table: String
        if file.hasSuffix(".strings") {
          table = String(file.dropLast(".strings".count))
          read = StringsFileReader.readStrings
        } else if file.hasSuffix(".stringsdict") {
          table = String(file.dropLast(".stringsdict".count))
          read = StringsFileReader.readStringsDict
        } else {
          continue
        }
        let data: Data
        do throws(RegularFileError) {
          data = try RegularFile.read(path, limit: StringSource.maximumBytes)
        } catch {
          throw SpecDiagnostic(
            SourceLocation(file: path, line: 1, column: 1), "this file " + error.reason)
        }
        values[table, default: [:]][locale, default: [:]].merge(try read(data, path)) { $1 }
      }
    }
    var tables: [String: StringTable] = [:]
    for (name, locales) in values {
      var byLocale = locales
      let base = byLocale.removeValue(forKey: "Base") ?? [:]
      let development =
        byLocale["en"] != nil || byLocale.isEmpty ? "en" : byLocale.keys.sorted().first ?? "en"
      byLocale[development, default: [:]].merge(base) { own, _ in own }
      var table = StringTable(name: name, file: folder, developmentLanguage: development)
      for (locale, keys) in byLocale {
        for (key, value) in keys { table.entries[key, default: [:]][locale] = value }
      }
      tables[name] = table
    }
    return tables
  }
}
