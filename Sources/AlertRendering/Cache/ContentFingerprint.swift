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

/// What a snapshot was compiled from, checked before the snapshot is trusted.
///
/// Two parts. The identity must match byte for byte: the running binary (path, size, inode,
/// times), the content directories, the folders the rule loader looks in, and every content
/// file by path and by the name messages give it. Each file's contents are then vouched for
/// as version control does it: a file whose status (size, inode, times) is what the snapshot
/// recorded, and whose times are older than the snapshot by more than a clock tick can blur,
/// is unchanged; any other file is read and its checksum compared. An edit within the same
/// tick as the snapshot, with size and times unchanged, is therefore still seen, and most
/// runs read no content file at all.
struct ContentFingerprint: Equatable {
  /// What must match byte for byte.
  let identity: [UInt8]
  /// The content files, in order.
  let paths: [String]

  /// Bump when the snapshot layout changes in a way a rebuild alone would not reveal.
  private static let layoutVersion = 4

  /// How much older than its snapshot a file must be for its status alone to vouch for it:
  /// time stamps are coarse (a kernel tick, two seconds on some file systems), so a file
  /// written in the same tick as the snapshot may change again without its times moving.
  private static let racyWindow = 2

  /// Fingerprints `files` (by path, and by the name messages give them when one is given)
  /// found in `directories`, with `notes` on how they were found; nil when the running
  /// program cannot be examined.
  init?(
    kind: String, directories: [URL], files: [(path: String, name: String?)],
    notes: [String] = []
  ) {
    var writer = SnapshotWriter()
    writer.write(kind)
    writer.write(Self.layoutVersion)
    // Without a way to name the running program, no snapshot can be matched to it.
    guard let program = RunningProgram.path, let status = FileStatus(program: program) else {
      return nil
    }
    writer.write(program)
    status.write(to: &writer)
    writer.write(directories) { writer, directory in writer.write(directory.path) }
    writer.write(notes) { writer, note in writer.write(note) }
    writer.write(files) { writer, file in
      writer.write(file.path)
      writer.write(file.name)
    }
    identity = writer.bytes
    paths = files.map(\.path)
  }

  /// Each file's status and content checksum as they are now, for a snapshot to record; nil
  /// when a file cannot be read.
  func records() -> [FileRecord]? {
    var buffer: [UInt8] = []
    var records: [FileRecord] = []
    for path in paths {
      guard let before = FileStatus(path: path),
        let (_, checksum) = FileBytes.checksum(ofFile: path, buffer: &buffer),
        FileStatus(path: path) == before
      else { return nil }
      records.append(FileRecord(status: before, checksum: checksum))
    }
    return records
  }

  /// Whether the files are still what `records` say, for a snapshot last written at
  /// `written`: `.unchanged`, `.unchangedAfterReading` when some had to be read to tell
  /// (the snapshot should then be written again with fresh records), or `.changed`.
  func check(_ records: [FileRecord], written: FileStatus.Time) -> Verdict {
    guard records.count == paths.count else { return .changed }
    var buffer: [UInt8] = []
    var hadToRead = false
    for (path, record) in zip(paths, records) {
      guard let status = FileStatus(path: path) else { return .changed }
      if status == record.status, status.modified.seconds + Self.racyWindow <= written.seconds,
        status.changed.seconds + Self.racyWindow <= written.seconds
      {
        continue
      }
      hadToRead = true
      guard let (count, checksum) = FileBytes.checksum(ofFile: path, buffer: &buffer),
        count == record.status.size, checksum == record.checksum
      else { return .changed }
    }
    return hadToRead ? .unchangedAfterReading : .unchanged
  }

  /// What `check(_:written:)` found.
  enum Verdict {
    case unchanged, unchangedAfterReading, changed
  }
}

/// A content file as a snapshot records it: its status, and the checksum of its contents.
struct FileRecord: Equatable {
  var status: FileStatus
  var checksum: UInt64

  /// Writes the record into a snapshot.
  func write(to writer: inout SnapshotWriter) {
    status.write(to: &writer)
    var value = checksum
    withUnsafeBytes(of: &value) { writer.write(bytes: Array($0)) }
  }

  /// Reads a record written by `write(to:)`.
  init(snapshot reader: inout SnapshotReader) throws(SnapshotReader.Damaged) {
    status = try FileStatus(snapshot: &reader)
    let bytes = try reader.rawBytes()
    guard bytes.count == 8 else { throw SnapshotReader.Damaged() }
    checksum = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
  }

  init(status: FileStatus, checksum: UInt64) {
    self.status = status
    self.checksum = checksum
  }
}

/// The facts `stat` gives about a file that change when it does.
struct FileStatus: Equatable {
  /// A time stamp, as the file system keeps it.
  struct Time: Equatable {
    var seconds: Int
    var nanoseconds: Int
  }

  var device: Int
  var inode: Int
  var size: Int
  var modified: Time
  var changed: Time

  /// The status of the file at `path`, following symlinks; nil when there is none.
  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    self.init(status)
  }

  /// The status of the running program, found at `path`, or nil when it cannot be read.
  init?(program path: String) {
    #if os(Linux) || os(Android)
      // The file actually running, even if a rebuild has since replaced the one at `path`:
      // opening the link reaches it (and tools such as valgrind answer for their client).
      let descriptor = open("/proc/self/exe", O_RDONLY | O_CLOEXEC)
    #else
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    #endif
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    self.init(status)
  }

  init(_ status: stat) {
    device = Int(truncatingIfNeeded: status.st_dev)
    inode = Int(truncatingIfNeeded: status.st_ino)
    size = Int(truncatingIfNeeded: status.st_size)
    #if canImport(Darwin)
      modified = Time(
        seconds: Int(status.st_mtimespec.tv_sec), nanoseconds: Int(status.st_mtimespec.tv_nsec))
      changed = Time(
        seconds: Int(status.st_ctimespec.tv_sec), nanoseconds: Int(status.st_ctimespec.tv_nsec))
    #else
      modified = Time(seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec))
      changed = Time(seconds: Int(status.st_ctim.tv_sec), nanoseconds: Int(status.st_ctim.tv_nsec))
    #endif
  }

  /// Writes the status into a snapshot.
  func write(to writer: inout SnapshotWriter) {
    for value in [
      device, inode, size, modified.seconds, modified.nanoseconds, changed.seconds,
      changed.nanoseconds,
    ] {
      writer.write(value)
    }
  }

  /// Reads a status written by `write(to:)`.
  init(snapshot reader: inout SnapshotReader) throws(SnapshotReader.Damaged) {
    device = try reader.int()
    inode = try reader.int()
    size = try reader.int()
    modified = Time(seconds: try reader.int(), nanoseconds: try reader.int())
    changed = Time(seconds: try reader.int(), nanoseconds: try reader.int())
  }
}
