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
    guard let listing = try? Self.listing(of: directories),
      let fingerprint = ContentFingerprint(directories: directories, files: listing.map(\.file))
    else {
      return try CatalogSet.load(from: directories)
    }
    let snapshot = snapshotURL(for: directories)
    let names = listing.map { $0.root.display($0.file) }
    if let bytes = FileBytes.contents(of: snapshot.path),
      let catalogs = Self.decode(bytes, fingerprint: fingerprint, files: names)
    {
      return catalogs
    }
    let catalogs = try CatalogSet.load(from: directories)
    store(Self.encode(catalogs, fingerprint: fingerprint), at: snapshot)
    return catalogs
  }

  /// Every catalog file of `directories` in load order, with the directory it is read from.
  private static func listing(of directories: [URL]) throws(ContentError)
    -> [(root: ContentDirectory, file: URL)]
  {
    var files: [(root: ContentDirectory, file: URL)] = []
    for directory in directories {
      let root = try ContentDirectory(directory)
      for file in try root.files(withExtension: "xcstrings") { files.append((root, file)) }
    }
    return files
  }

  /// The snapshot for one list of directories: a drop-in `--localizations` folder gets its
  /// own, so switching between content sets does not recompile each time.
  private func snapshotURL(for directories: [URL]) -> URL {
    var writer = SnapshotWriter()
    writer.write(directories) { writer, directory in
      writer.write(directory.standardizedFileURL.path)
    }
    let hash = Checksum.of(writer.bytes[...])
    let name = "catalogs-" + String(hash, radix: 16) + ".snapshot"
    return directory.appendingPathComponent(name, isDirectory: false)
  }

  /// The first bytes of every snapshot.
  static let magic = Array("alert-render catalog snapshot\n".utf8)

  /// The snapshot file: magic, checksum of the rest, fingerprint, then the catalogs.
  static func encode(_ catalogs: CatalogSet, fingerprint: ContentFingerprint) -> [UInt8] {
    var writer = SnapshotWriter()
    writer.write(bytes: fingerprint.bytes)
    catalogs.write(to: &writer)
    var checksum = Checksum.of(writer.bytes[...])
    return magic + withUnsafeBytes(of: &checksum) { Array($0) } + writer.bytes
  }

  /// The catalogs in `bytes`, or nil when the snapshot is damaged or compiled from other files.
  static func decode(_ bytes: [UInt8], fingerprint: ContentFingerprint, files: [String])
    -> CatalogSet?
  {
    let header = magic.count + 8
    guard bytes.count > header, bytes.starts(with: magic) else { return nil }
    let stored = bytes[magic.count..<header].withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
    guard stored == Checksum.of(bytes[header...]) else { return nil }
    var reader = SnapshotReader(bytes, in: header..<bytes.count)
    do {
      guard try reader.rawBytes() == fingerprint.bytes else { return nil }
      let catalogs = try CatalogSet(snapshot: &reader, bytes: bytes, files: files)
      return reader.isAtEnd ? catalogs : nil
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
