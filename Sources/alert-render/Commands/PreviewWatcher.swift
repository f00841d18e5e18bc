import AlertRenderTools
import AlertRendering

/// Notices edits to rule files, catalogs and alerts by reading them: every poll reads each
/// file (content files are small, at most 4 MiB each) and compares the bytes with the last
/// poll's, so an edit that keeps the size and modification time, as some editors and `cp -p`
/// make, is seen too. Added and removed files count as changes.
struct PreviewWatcher {
  /// The rule and catalog directories, walked to any depth.
  let contentDirectories: [String]
  /// The inputs as given: alert files, and directories whose `*.json` files are alerts.
  let inputs: [String]
  /// Every content file's bytes, or why it could not be read.
  private(set) var content: [String: Snapshot] = [:]
  /// Every alert file's bytes, or why it could not be read.
  private(set) var alerts: [String: Snapshot] = [:]
  /// The alert files in input order.
  private(set) var alertPaths: [String] = []

  /// What a file held when last read.
  struct Snapshot: Equatable {
    var result: Result<[UInt8], FileBytes.ReadProblem>

    init(_ result: Result<[UInt8], FileBytes.ReadProblem>) { self.result = result }

    static func == (lhs: Snapshot, rhs: Snapshot) -> Bool {
      switch (lhs.result, rhs.result) {
      case (.success(let old), .success(let new)): old == new
      case (.failure(let old), .failure(let new)): old.reason == new.reason
      default: false
      }
    }
  }

  /// What changed since the previous poll.
  struct Change {
    /// Content files added, removed or edited.
    var content: [String] = []
    /// Alert files added, removed or edited.
    var alerts: [String] = []

    var isEmpty: Bool { content.isEmpty && alerts.isEmpty }
  }

  /// Reads everything once.
  init(contentDirectories: [String], inputs: [String]) {
    self.contentDirectories = contentDirectories
    self.inputs = inputs
    _ = poll()
  }

  /// The gallery's inputs as last read.
  var galleryInputs: [PreviewGallery.Input] {
    alertPaths.map { PreviewGallery.Input(path: $0, bytes: alerts[$0]?.result ?? .success([])) }
  }

  /// Reads every file again and says which changed.
  mutating func poll() -> Change {
    var change = Change()
    var content: [String: Snapshot] = [:]
    for directory in contentDirectories {
      for file in Self.files(in: directory, depth: 8) {
        content[file] = Snapshot(FileBytes.contents(ofRegularFile: file, limit: 4 << 20))
      }
    }
    change.content = Self.differences(self.content, content)
    self.content = content
    let paths = Self.alertFiles(inputs)
    var alerts: [String: Snapshot] = [:]
    for path in paths {
      alerts[path] = Snapshot(
        FileBytes.contents(ofRegularFile: path, limit: AlertLimits().maxBytes))
    }
    change.alerts = Self.differences(self.alerts, alerts)
    self.alerts = alerts
    alertPaths = paths
    return change
  }

  /// The alert files of `inputs`: a file as given, a directory's `*.json` files by name.
  static func alertFiles(_ inputs: [String]) -> [String] {
    var paths: [String] = []
    for input in inputs {
      if FileBytes.isDirectory(input) {
        let directory = input.hasSuffix("/") ? String(input.dropLast()) : input
        paths += (FileBytes.fileNames(in: input) ?? []).filter { $0.hasSuffix(".json") }
          .map { directory + "/" + $0 }
      } else if !paths.contains(input) {
        paths.append(input)
      }
    }
    return paths
  }

  /// Every file under `directory`, hidden ones left out, `depth` levels down at most so that
  /// a symlink loop cannot recurse forever.
  private static func files(in directory: String, depth: Int) -> [String] {
    guard depth > 0, let names = FileBytes.fileNames(in: directory) else { return [] }
    return names.flatMap { name -> [String] in
      let path = directory + "/" + name
      return FileBytes.isDirectory(path) ? files(in: path, depth: depth - 1) : [path]
    }
  }

  private static func differences(_ old: [String: Snapshot], _ new: [String: Snapshot])
    -> [String]
  {
    Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }.sorted()
  }
}
