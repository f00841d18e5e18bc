import Foundation

extension CatalogSet {
  /// Loads every `.xcstrings` file of `directories`; a later file's key replaces an earlier one.
  public static func load(from directories: [URL]) throws(ContentError) -> CatalogSet {
    var catalogs: [StringCatalog] = []
    for directory in directories {
      let root = try ContentDirectory(directory)
      for file in try root.files(withExtension: "xcstrings") {
        catalogs.append(try StringCatalog(try root.readJSON(file), file: root.display(file)))
      }
    }
    return try CatalogSet(catalogs: catalogs)
  }
}
