import Foundation

/// A directory of rules or catalogs, read without leaving it.
///
/// Content directories may come from a drop-in folder, so a symlink or `..` that points
/// outside the directory is refused rather than followed.
struct ContentDirectory {
  /// The directory as given.
  let url: URL
  private let resolvedPath: String

  /// Opens `url`, which must be a directory.
  init(_ url: URL) throws(ContentError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw .unreadable(file: url.path, reason: "No such directory; expected a content directory.")
    }
    self.url = url
    resolvedPath = url.standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// A path for messages: relative to the working directory when inside it.
  func display(_ file: URL) -> String {
    let path = file.standardizedFileURL.path
    let cwd = FileManager.default.currentDirectoryPath + "/"
    return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
  }

  /// The file `name` directly inside the directory, if it exists.
  func file(named name: String) throws(ContentError) -> URL? {
    let file = url.appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
    try checkInside(file)
    return file
  }

  /// The folders directly inside the directory, sorted by name.
  func subdirectories() throws(ContentError) -> [URL] {
    try entries(of: url).filter { $0.hasDirectoryPath }
  }

  /// The `.json` files directly inside `folder`, sorted by name.
  func jsonFiles(in folder: URL) throws(ContentError) -> [URL] {
    try entries(of: folder).filter { !$0.hasDirectoryPath && $0.pathExtension == "json" }
  }

  /// The files with `pathExtension` directly inside the directory, sorted by name.
  func files(withExtension pathExtension: String) throws(ContentError) -> [URL] {
    try entries(of: url).filter { !$0.hasDirectoryPath && $0.pathExtension == pathExtension }
  }

  /// Reads `file` and builds a value from its JSON; errors carry the line and column.
  func load<Value>(
    _ file: URL, _ build: (JSONValue, String) throws(ContentError) -> Value
  ) throws(ContentError) -> Value {
    let (json, data) = try readJSON(file)
    do {
      return try build(json, display(file))
    } catch {
      throw error.located(in: data)
    }
  }

  /// The parsed JSON of `file` and its bytes, or an error naming its line and column.
  func readJSON(_ file: URL) throws(ContentError) -> (JSONValue, Data) {
    try checkInside(file)
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw .unreadable(file: display(file), reason: "The file could not be read.")
    }
    guard data.count <= 4 << 20 else {
      throw .unreadable(
        file: display(file), reason: "The file is over 4 MiB; expected a rule or catalog.")
    }
    if let offset = Alert.firstInvalidUTF8Offset(Array(data)) {
      throw .unreadable(
        file: display(file), reason: "Byte \(offset) is not valid UTF-8; expected UTF-8 text.")
    }
    do {
      return (
        try JSONParser.parse(data, limits: .init(maxDepth: 64, maxStringBytes: 1 << 20)), data
      )
    } catch {
      throw .malformedJSON(file: display(file), error)
    }
  }

  /// Sorted entries, so that loading order, and therefore every message, is reproducible.
  private func entries(of folder: URL) throws(ContentError) -> [URL] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw .unreadable(file: display(folder), reason: "The directory could not be listed.")
    }
    var result: [URL] = []
    for name in names.sorted() where !name.hasPrefix(".") {
      var isDirectory: ObjCBool = false
      let path = folder.appendingPathComponent(name).path
      _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      let entry = URL(fileURLWithPath: path, isDirectory: isDirectory.boolValue)
      try checkInside(entry)
      result.append(entry)
    }
    return result
  }

  private func checkInside(_ file: URL) throws(ContentError) {
    let resolved = file.standardizedFileURL.resolvingSymlinksInPath().path
    guard resolved == resolvedPath || resolved.hasPrefix(resolvedPath + "/") else {
      throw .unreadable(
        file: display(file),
        reason: "The path leads outside \(display(url)) (\(resolved)); expected files inside it.")
    }
  }
}
