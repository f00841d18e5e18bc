import AlertLayout

extension ResourceDirectory {
  /// The largest rule file or catalog a directory may hold.
  package static let maxFileBytes = 4 << 20
  /// The longest string a rule file or catalog may hold, in UTF-8 bytes after unescaping.
  package static let maxStringBytes = 1 << 20

  /// The error for a file over `maxFileBytes`.
  static func tooLarge(_ name: String) -> ResourceError {
    .unreadable(file: name, reason: "The file is over 4 MiB; expected a rule or catalog.")
  }

  /// Reads `entry` and builds a value from its JSON; errors carry the line and column.
  ///
  /// `read`, when given, builds the value straight from the file's bytes instead and returns
  /// nil for anything it leaves to `build`, which then reads the file's JSON as without it.
  func load<Value>(
    _ entry: Entry, reading read: (([UInt8], String) -> Value?)? = nil,
    _ build: (JSONValue, String) throws(ResourceError) -> Value
  ) throws(ResourceError) -> Value {
    let name = display(entry)
    return try load(bytes: try contents(of: entry, name: name), name: name, reading: read, build)
  }

  /// The parsed JSON of `entry` and its bytes, or an error naming its line and column.
  package func readJSON(_ entry: Entry) throws(ResourceError) -> (JSONValue, [UInt8]) {
    let name = display(entry)
    let bytes = try contents(of: entry, name: name)
    return (try parse(bytes, name: name), bytes)
  }

  /// Builds a value from `bytes`, the contents of the file messages call `name`, exactly as
  /// `load(_:reading:_:)` builds one from a file of the directory: the same limits, checks
  /// and errors. What is about to be written is checked through it, so that nothing is
  /// written that a later load would refuse.
  func load<Value>(
    bytes: [UInt8], name: String, reading read: (([UInt8], String) -> Value?)? = nil,
    _ build: (JSONValue, String) throws(ResourceError) -> Value
  ) throws(ResourceError) -> Value {
    guard bytes.count <= Self.maxFileBytes else { throw Self.tooLarge(name) }
    if let read, let value = read(bytes, name) { return value }
    let json = try parse(bytes, name: name)
    do {
      return try build(json, name)
    } catch {
      throw error.located(in: bytes)
    }
  }

  /// The parsed JSON of `bytes`, the file messages call `name`.
  func parse(_ bytes: [UInt8], name: String) throws(ResourceError) -> JSONValue {
    if !Self.isASCII(bytes), let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      throw .unreadable(
        file: name, reason: "Byte \(offset) is not valid UTF-8; expected UTF-8 text.")
    }
    do {
      return try JSONParser.parse(
        bytes, limits: .init(maxDepth: 64, maxStringBytes: Self.maxStringBytes))
    } catch {
      throw .malformedJSON(file: name, error)
    }
  }

  /// Whether `bytes` are all ASCII, checked eight at a time: rule files nearly always are,
  /// and a byte-by-byte check of every file cost more than opening them.
  private static func isASCII(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var index = 0
      var high: UInt64 = 0
      while index + 8 <= buffer.count {
        high |= buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        index += 8
      }
      while index < buffer.count {
        high |= UInt64(buffer[index])
        index += 1
      }
      return high & 0x8080_8080_8080_8080 == 0
    }
  }
}
