import Foundation

// draw-document [--html] FILE: draws the layout document in FILE (as `alert-render` writes
// it) as text, or as an HTML page; notes go to standard error, one a line, as
// `file:line:column: warning: path: sentence`.
var arguments = Array(CommandLine.arguments.dropFirst())
let html = arguments.first == "--html"
if html { arguments.removeFirst() }
guard arguments.count == 1 else {
  FileHandle.standardError.write(Data("usage: draw-document [--html] FILE\n".utf8))
  exit(2)
}
do {
  let (drawing, notes) = try draw(file: URL(fileURLWithPath: arguments[0]), html: html)
  for note in notes {
    FileHandle.standardError.write(Data("\(note)\n".utf8))
  }
  print(drawing, terminator: "")
} catch {
  FileHandle.standardError.write(Data("draw-document: \(error)\n".utf8))
  exit(1)
}
