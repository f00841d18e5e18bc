#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CatalogSet {
  /// Loads every `.xcstrings` file of `directories`; a later file's key replaces an earlier one.
  public static func load(from directories: [URL]) throws(ContentError) -> CatalogSet {
    var errors: [ContentError] = []
    let catalogs = loadCatalogs(from: directories, errors: &errors)
    if let first = errors.first { throw first }
    return try CatalogSet(catalogs: catalogs)
  }

  /// Loads every catalog it can, adding one error per file that fails, for lint.
  static func loadCatalogs(from directories: [URL], errors: inout [ContentError])
    -> [StringCatalog]
  {
    var catalogs: [StringCatalog] = []
    for directory in directories {
      do {
        let root = try ContentDirectory(directory)
        for file in try root.fileEntries(withExtension: "xcstrings") {
          do {
            catalogs.append(
              try root.load(file, reading: CatalogReader.read) { json, name throws(ContentError) in
                try StringCatalog(json, file: name)
              })
          } catch {
            errors.append(error)
          }
        }
      } catch {
        errors.append(error)
      }
    }
    return catalogs
  }
}
