#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A directory where compiled String Catalogs are kept between runs, so that a process that
/// renders one alert does not parse and compile every catalog first.
///
/// Catalogs are the source of truth. A snapshot is used only when its fingerprint — the running
/// binary and every catalog file's path, size, inode and times — matches the catalogs now on
/// disk; otherwise the catalogs are loaded and checked exactly as without a cache, and a new
/// snapshot replaces the old one. Snapshots are written only from catalogs that loaded
/// without error, and a damaged or unwritable snapshot is never an error: the catalogs are
/// simply compiled again.
public struct ContentCache: Sendable {
  /// The directory holding the snapshots; created when first written to.
  public let directory: URL

  /// Creates a cache in `directory`.
  public init(directory: URL) {
    self.directory = directory
  }

  /// The String Catalogs of `directories`, from a snapshot when one matches them.
  func catalogs(from directories: [URL]) throws(ContentError) -> CatalogSet {
    // Any problem listing the catalogs is reported by loading them, with its usual message.
    let listing = try? Self.catalogFiles(in: directories)
    // Messages name catalogs relative to the working directory, so the snapshot leaves names
    // out and the reader supplies the current ones.
    let names = listing?.map { $0.root.display($0.file) } ?? []
    let fingerprint = listing.flatMap { listing in
      ContentFingerprint(
        kind: "catalogs", directories: directories,
        files: listing.map { (path: $0.file.path, name: nil) })
    }
    return try load(
      "catalogs", from: directories, fingerprint: fingerprint,
      compile: { () throws(ContentError) in try CatalogSet.load(from: directories) },
      write: { catalogs, writer in catalogs.write(to: &writer) },
      read: { reader, bytes throws(SnapshotReader.Damaged) in
        try CatalogSet(
          snapshot: &reader, bytes: bytes, files: names,
          fallback: LazyValue { try? CatalogSet.load(from: directories) })
      })
  }

  /// The rules of `directories`, from a snapshot when one matches them.
  func rules(from directories: [URL]) throws(ContentError) -> RuleSet {
    let listing = try? RuleSet.files(in: directories)
    // Rules keep the names messages give their files, so those names are part of the
    // fingerprint: run from another directory, the rules are compiled again.
    let fingerprint = listing.flatMap { listing in
      ContentFingerprint(
        kind: "rules", directories: directories,
        files: listing.files.map { (path: $0.path, name: $0.name) }, notes: listing.folders)
    }
    return try load(
      "rules", from: directories, fingerprint: fingerprint,
      compile: { () throws(ContentError) in try RuleSet.load(from: directories) },
      write: { rules, writer in rules.write(to: &writer) },
      read: { reader, _ throws(SnapshotReader.Damaged) in try RuleSet(snapshot: &reader) })
  }

  /// `Value` from its snapshot when that matches `fingerprint`, else compiled by `compile` and
  /// written to a new snapshot.
  private func load<Value>(
    _ kind: String, from directories: [URL], fingerprint: ContentFingerprint?,
    compile: () throws(ContentError) -> Value,
    write: (Value, inout SnapshotWriter) -> Void,
    read: (inout SnapshotReader, [UInt8]) throws(SnapshotReader.Damaged) -> Value
  ) throws(ContentError) -> Value {
    guard let fingerprint else { return try compile() }
    let snapshot = snapshotURL(kind, for: directories)
    if let bytes = FileBytes.contents(of: snapshot.path),
      let value = Self.decode(bytes, fingerprint: fingerprint, read)
    {
      return value
    }
    let value = try compile()
    store(Self.encode(value, fingerprint: fingerprint, write), at: snapshot)
    return value
  }

  /// Every catalog file of `directories` in load order, with the directory it is read from.
  private static func catalogFiles(in directories: [URL]) throws(ContentError)
    -> [(root: ContentDirectory, file: URL)]
  {
    var files: [(root: ContentDirectory, file: URL)] = []
    for directory in directories {
      let root = try ContentDirectory(directory)
      for file in try root.files(withExtension: "xcstrings") { files.append((root, file)) }
    }
    return files
  }

  /// The snapshot of `kind` for one list of directories: a drop-in folder gets its own, so
  /// switching between content sets does not recompile each time.
  private func snapshotURL(_ kind: String, for directories: [URL]) -> URL {
    var writer = SnapshotWriter()
    writer.write(directories) { writer, directory in
      writer.write(directory.standardizedFileURL.path)
    }
    let hash = Checksum.of(writer.bytes[...])
    let name = kind + "-" + String(hash, radix: 16) + ".snapshot"
    return directory.appendingPathComponent(name, isDirectory: false)
  }

  /// The first bytes of every snapshot.
  static let magic = Array("alert-render snapshot\n".utf8)

  /// The snapshot file: magic, checksum of the rest, fingerprint, then what `write` writes.
  static func encode<Value>(
    _ value: Value, fingerprint: ContentFingerprint,
    _ write: (Value, inout SnapshotWriter) -> Void
  ) -> [UInt8] {
    var writer = SnapshotWriter()
    writer.write(bytes: fingerprint.bytes)
    write(value, &writer)
    var checksum = Checksum.of(writer.bytes[...])
    return magic + withUnsafeBytes(of: &checksum) { Array($0) } + writer.bytes
  }

  /// What `read` reads from `bytes`, or nil when the snapshot is damaged or compiled from other
  /// files.
  static func decode<Value>(
    _ bytes: [UInt8], fingerprint: ContentFingerprint,
    _ read: (inout SnapshotReader, [UInt8]) throws(SnapshotReader.Damaged) -> Value
  ) -> Value? {
    let header = magic.count + 8
    guard bytes.count > header, bytes.starts(with: magic) else { return nil }
    let stored = bytes[magic.count..<header].withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
    guard stored == Checksum.of(bytes[header...]) else { return nil }
    var reader = SnapshotReader(bytes, in: header..<bytes.count)
    do {
      guard try reader.rawBytes() == fingerprint.bytes else { return nil }
      let value = try read(&reader, bytes)
      return reader.isAtEnd ? value : nil
    } catch {
      return nil
    }
  }

  /// Writes `bytes` to `file` through a temporary file and a rename, so that a reader never
  /// sees half a snapshot; failures are ignored, since the cache only saves time.
  private func store(_ bytes: [UInt8], at file: URL) {
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let temporary = file.path + ".tmp-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return }
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
      }
      if result < 0, errno == EINTR { continue }
      guard result > 0 else { break }
      written += result
    }
    close(descriptor)
    if written == bytes.count, rename(temporary, file.path) == 0 { return }
    unlink(temporary)
  }
}
