import Foundation

/// A new temporary directory populated with `files` (relative path → contents); the caller
/// removes it.
func directory(_ files: [String: String]) throws -> URL {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("alert-render-test-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  for (path, contents) in files {
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: file)
  }
  return root
}
