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

/// A directory where compiled rules and String Catalogs are kept between runs, so that a
/// process that renders one alert does not parse and check every content file first.
///
/// The files are the source of truth. A snapshot is used only when its fingerprint (every
/// content file, checked by status or, when as new as the snapshot, by contents; the folders
/// the rule loader looks in; the names messages give rule files; the running binary) matches
/// what is on disk now; otherwise the content is loaded and checked exactly as without a
/// cache, and a new snapshot replaces the old one. Snapshots are written only from content that loaded without error,
/// only into a directory private to the user, and a damaged or unwritable snapshot is never an
/// error: the content is simply compiled again.
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
    let fingerprint = {
      listing.flatMap { listing in
        ContentFingerprint(
          kind: "catalogs", directories: directories,
          files: listing.map { (path: $0.file.path, name: nil) })
      }
    }
    return try load(
      "catalogs", from: directories, naming: [], fingerprint: fingerprint,
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
    let fingerprint = {
      listing.flatMap { listing in
        ContentFingerprint(
          kind: "rules", directories: directories,
          files: listing.files.map { (path: $0.path, name: $0.name) }, notes: listing.folders)
      }
    }
    return try load(
      "rules", from: directories, naming: listing?.files.map(\.name) ?? [],
      fingerprint: fingerprint,
      compile: { () throws(ContentError) in try RuleSet.load(from: directories) },
      write: { rules, writer in rules.write(to: &writer) },
      read: { reader, _ throws(SnapshotReader.Damaged) in try RuleSet(snapshot: &reader) })
  }

  /// `Value` from its snapshot when that matches the `fingerprint` taken now, else compiled by
  /// `compile` and written to a new snapshot.
  ///
  /// `naming` lists what, besides the directories and the program, a snapshot's name depends
  /// on, so that runs which need different snapshots keep one each instead of overwriting one.
  private func load<Value>(
    _ kind: String, from directories: [URL], naming: [String],
    fingerprint: () -> ContentFingerprint?,
    compile: () throws(ContentError) -> Value,
    write: (Value, inout SnapshotWriter) -> Void,
    read: (inout SnapshotReader, [UInt8]) throws(SnapshotReader.Damaged) -> Value
  ) throws(ContentError) -> Value {
    guard isTrusted, let fingerprint = fingerprint() else { return try compile() }
    let snapshot = snapshotURL(kind, for: directories, naming: naming)
    if let (bytes, written) = FileBytes.contents(ofOwnFile: snapshot.path),
      let (value, verdict) = Self.decode(bytes, fingerprint: fingerprint, written: written, read)
    {
      // Files that had to be read are vouched for by their status next time, once a snapshot
      // written after them records it.
      if verdict == .unchangedAfterReading, let records = fingerprint.records() {
        store(Self.encode(value, fingerprint: fingerprint, records: records, write), at: snapshot)
      }
      return value
    }
    guard let before = fingerprint.records() else { return try compile() }
    let value = try compile()
    // A file changed while it was compiled may not be what the records say: no snapshot.
    if fingerprint.records() == before {
      store(Self.encode(value, fingerprint: fingerprint, records: before, write), at: snapshot)
    }
    return value
  }

  /// Whether snapshots here can be trusted as much as the user's own files: the directory is
  /// missing (it will be made private) or is a directory owned by this user that no one else
  /// may write to. A shared or foreign directory is not used at all, so nobody else can plant
  /// a snapshot (or a link where one will be written).
  private var isTrusted: Bool {
    var status = stat()
    guard lstat(directory.path, &status) == 0 else { return errno == ENOENT }
    return status.st_mode & S_IFMT == S_IFDIR && status.st_uid == geteuid()
      && status.st_mode & (S_IWGRP | S_IWOTH) == 0
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
  private func snapshotURL(_ kind: String, for directories: [URL], naming: [String]) -> URL {
    var writer = SnapshotWriter()
    writer.write(directories) { writer, directory in
      writer.write(directory.standardizedFileURL.path)
    }
    // Debug and release builds, or two installed versions, keep a snapshot each.
    writer.write(RunningProgram.path ?? "")
    writer.write(naming) { writer, name in writer.write(name) }
    let hash = Checksum.of(writer.bytes[...])
    let name = kind + "-" + String(hash, radix: 16) + ".snapshot"
    return directory.appendingPathComponent(name, isDirectory: false)
  }

  /// The first bytes of every snapshot.
  static let magic = Array("alert-render snapshot\n".utf8)

  /// The snapshot file: magic, checksum of the rest, the fingerprint's identity, the file
  /// records, then what `write` writes.
  static func encode<Value>(
    _ value: Value, fingerprint: ContentFingerprint, records: [FileRecord],
    _ write: (Value, inout SnapshotWriter) -> Void
  ) -> [UInt8] {
    var writer = SnapshotWriter()
    writer.write(bytes: fingerprint.identity)
    writer.write(records) { writer, record in record.write(to: &writer) }
    write(value, &writer)
    var checksum = Checksum.of(writer.bytes[...])
    return magic + withUnsafeBytes(of: &checksum) { Array($0) } + writer.bytes
  }

  /// What `read` reads from `bytes`, and how the files were found, or nil when the snapshot is
  /// damaged or compiled from other files; `written` is when the snapshot was last written.
  static func decode<Value>(
    _ bytes: [UInt8], fingerprint: ContentFingerprint, written: FileStatus.Time,
    _ read: (inout SnapshotReader, [UInt8]) throws(SnapshotReader.Damaged) -> Value
  ) -> (Value, ContentFingerprint.Verdict)? {
    let header = magic.count + 8
    guard bytes.count > header, bytes.starts(with: magic) else { return nil }
    let stored = bytes[magic.count..<header].withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
    guard stored == Checksum.of(bytes[header...]) else { return nil }
    var reader = SnapshotReader(bytes, in: header..<bytes.count)
    do {
      guard try reader.rawBytes() == fingerprint.identity else { return nil }
      let records = try reader.array { reader throws(SnapshotReader.Damaged) in
        try FileRecord(snapshot: &reader)
      }
      let verdict = fingerprint.check(records, written: written)
      guard verdict != .changed else { return nil }
      let value = try read(&reader, bytes)
      return reader.isAtEnd ? (value, verdict) : nil
    } catch {
      return nil
    }
  }

  /// Writes `bytes` to `file` through a temporary file and a rename, so that a reader never
  /// sees half a snapshot; failures are ignored, since the cache only saves time.
  private func store(_ bytes: [UInt8], at file: URL) {
    try? FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    // A fresh name that must not exist yet, never followed through a link.
    let temporary = file.path + ".tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    let descriptor = open(
      temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    let written = bytes.withUnsafeBytes { FileBytes.writeAll($0, to: descriptor) == nil }
    close(descriptor)
    if written, rename(temporary, file.path) == 0 { return }
    unlink(temporary)
  }
}
