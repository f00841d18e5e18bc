import AlertLayout

/// Line and column of every position of an explanation, found by reading each named file once
/// more after the render.
extension ExplanationMaker {
  /// `entries` with the line and column of every position whose file can be read again; a
  /// path the file lacks (a catalog text laid out otherwise than the path says) is placed at
  /// its nearest enclosing value, and names that one.
  func place(_ entries: [Entry]) -> [Entry] {
    var wanted: [String: Set<String>] = [:]
    for entry in entries {
      for position in Self.positions(of: entry) {
        for path in Self.enclosing(position.jsonPath) {
          wanted[position.file, default: []].insert(path)
        }
      }
    }
    var found: [String: [String: (line: Int, column: Int)]] = [:]
    for (file, paths) in wanted {
      guard let content = files[file] else { continue }
      found[file] = JSONParser.locations(of: Array(paths), in: content.bytes)
    }
    func placed(_ position: Position) -> Position {
      var position = position
      guard let locations = found[position.file],
        let path = Self.enclosing(position.jsonPath).first(where: { locations[$0] != nil }),
        let location = locations[path]
      else { return position }
      position.jsonPath = path
      (position.line, position.column) = (location.line, location.column)
      return position
    }
    return entries.map { entry in
      var entry = entry
      if let rule = entry.rule { entry.rule?.position = placed(rule.position) }
      entry.match = entry.match.map(placed)
      if let position = entry.catalog?.position { entry.catalog?.position = placed(position) }
      if let masking = entry.masking { entry.masking?.position = placed(masking.position) }
      return entry
    }
  }

  /// The positions `entry` names.
  private static func positions(of entry: Entry) -> [Position] {
    [entry.rule?.position, entry.match, entry.catalog?.position, entry.masking?.position]
      .compactMap { $0 }
  }

  /// `path` and each path enclosing it, innermost first: `a.b[1].c`, `a.b[1]`, `a.b`, `a`.
  /// Keys holding dots (catalog keys) make paths that are no value's, which match nothing.
  static func enclosing(_ path: String) -> [String] {
    var paths = [path]
    var current = Substring(path)
    while let cut = current.lastIndex(where: { $0 == "." || $0 == "[" }) {
      current = current[..<cut]
      if !current.isEmpty { paths.append(String(current)) }
    }
    return paths
  }
}
