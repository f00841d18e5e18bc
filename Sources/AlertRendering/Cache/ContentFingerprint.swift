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

/// What a snapshot was compiled from, compared byte for byte before the snapshot is trusted.
///
/// It records every catalog by path, size and a checksum of its contents, and the running
/// binary by path, size, inode and times: any edit, added, removed or renamed catalog, or
/// rebuild of the program, changes it. Contents rather than file times decide, so an edit
/// within the same clock tick as the snapshot (file systems that keep whole seconds) is seen
/// too; reading the few catalog files costs far less than compiling them.
struct ContentFingerprint: Equatable {
  /// The recorded facts, in a fixed order.
  let bytes: [UInt8]

  /// Bump when the snapshot layout changes in a way a rebuild alone would not reveal.
  private static let layoutVersion = 3

  /// Fingerprints `files` (by path, and by the name messages give them when one is given)
  /// found in `directories`, with `notes` on how they were found; nil when a file cannot be
  /// read.
  init?(
    kind: String, directories: [URL], files: [(path: String, name: String?)],
    notes: [String] = []
  ) {
    var writer = SnapshotWriter()
    writer.write(kind)
    writer.write(Self.layoutVersion)
    guard let program = Self.executablePath, let status = FileStatus(program: program) else {
      return nil
    }
    writer.write(program)
    status.write(to: &writer)
    writer.write(directories) { writer, directory in writer.write(directory.path) }
    writer.write(notes) { writer, note in writer.write(note) }
    var buffer: [UInt8] = []
    for file in files {
      guard let (count, checksum) = FileBytes.checksum(ofFile: file.path, buffer: &buffer) else {
        return nil
      }
      writer.write(file.path)
      writer.write(file.name)
      writer.write(count)
      var value = checksum
      withUnsafeBytes(of: &value) { writer.write(bytes: Array($0)) }
    }
    bytes = writer.bytes
  }

  /// The running program, whose rebuild must invalidate what it compiled.
  static let executablePath: String? = {
    #if os(Linux) || os(Android)
      // The link's target names the program; tools such as valgrind answer for the program
      // they run when asked for it.
      var buffer = [CChar](repeating: 0, count: 4096)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard count > 0 else { return nil }
      return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #elseif !canImport(FoundationEssentials)
      return Bundle.main.executablePath
    #else
      // Without a way to name the running program, no snapshot can be matched to it.
      return nil
    #endif
  }()
}

/// The facts `stat` gives about the program's file that change when it is rebuilt.
private struct FileStatus {
  var device: Int
  var inode: Int
  var size: Int
  var modified: (seconds: Int, nanoseconds: Int)
  var changed: (seconds: Int, nanoseconds: Int)

  /// Reads the status of the running program, found at `path`, or nil when it cannot be read.
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
    device = Int(truncatingIfNeeded: status.st_dev)
    inode = Int(truncatingIfNeeded: status.st_ino)
    size = Int(truncatingIfNeeded: status.st_size)
    #if canImport(Darwin)
      modified = (Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec))
      changed = (Int(status.st_ctimespec.tv_sec), Int(status.st_ctimespec.tv_nsec))
    #else
      modified = (Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec))
      changed = (Int(status.st_ctim.tv_sec), Int(status.st_ctim.tv_nsec))
    #endif
  }

  func write(to writer: inout SnapshotWriter) {
    // Times before 1970 are written as 0: they never occur on files a program was built from.
    for value in [
      device, inode, size, modified.seconds, modified.nanoseconds, changed.seconds,
      changed.nanoseconds,
    ] {
      writer.write(max(0, value))
    }
  }
}
