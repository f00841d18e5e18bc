/// The parts every document of one locale and device shares (dialogs, footer buttons, the
/// help section, the actions but for their alert ids), written once in compact form with the
/// values they were written from.
///
/// A document whose dialogs, footer or help equal the values takes these bytes instead of
/// writing them again. Equal values write equal bytes, so the output is the same; and a part
/// the document took from the shared ones compares equal at once, since `Dictionary` and
/// `Array` equality first check whether both share their storage. Its actions take their
/// pieces with its alert id in place: written from the pieces when the document left the
/// shared ones out (`AlertRenderer.rendered(omittingSharedActions:)`), else compared field by
/// field but for the id; actions of its own are written in full among them. These parts are a large share of every batch record's bytes and strings, the
/// same in every record of a locale.
///
/// A class, so that a writer holding the parts copies one reference, not each of them.
package final class PrewrittenParts: Sendable {
  let dialogs: [String: LayoutDocument.Dialog]
  let dialogsBytes: [UInt8]
  let footer: [LayoutDocument.Button]
  let footerBytes: [UInt8]
  /// The help block, `type` and all, as an element of the body.
  let help: LayoutDocument.Block
  let helpBytes: [UInt8]
  private let helpSection: LayoutDocument.Section
  /// The ids of the actions, in the order they are written (UTF-8 order).
  let actionIds: [String]
  /// The actions in that order, each with an empty alert id.
  let actions: [LayoutDocument.Action]
  /// Where each action's id is in `actionIds`.
  let actionIndex: [String: Int]
  /// Each action as written, its member `"id":{…}`, cut where its alert id goes: the bytes
  /// before the id and those after it; none when an id could not be found (then actions are
  /// written in full).
  let actionPieces: [(head: [UInt8], tail: [UInt8])]

  /// Writes the parts.
  package init(
    dialogs: [String: LayoutDocument.Dialog], footer: [LayoutDocument.Button],
    help: LayoutDocument.Section, actions: [String: LayoutDocument.Action]
  ) {
    func written(_ write: (inout LayoutJSONWriter) -> Void) -> [UInt8] {
      var writer = LayoutJSONWriter(pretty: false, capacity: 2 << 10)
      write(&writer)
      return writer.bytes
    }
    self.dialogs = dialogs
    dialogsBytes = written { $0.write(dialogs: dialogs) }
    self.footer = footer
    footerBytes = written { $0.write(buttons: footer) }
    let block = LayoutDocument.Block.section(help)
    self.help = block
    helpSection = help
    helpBytes = written { $0.write(block) }
    let actions = actions.mapValues { action in
      var action = action
      action.analytics.alertId = ""
      return action
    }
    let sorted = actions.sorted { $0.key.precedesInUTF8($1.key) }
    actionIds = sorted.map(\.key)
    self.actions = sorted.map(\.value)
    actionIndex = Dictionary(
      uniqueKeysWithValues: sorted.enumerated().map { ($0.element.key, $0.offset) })
    // An empty id is written `"alertId":""`; the quotes of any other string inside are
    // escaped, so an action holds the marker once, where its analytics' alert id goes.
    let marker = Array(#""alertId":"""#.utf8)
    var pieces: [(head: [UInt8], tail: [UInt8])] = []
    for (id, action) in sorted {
      // The member inside an object, as in a document; the object's own brace is dropped.
      let bytes = written {
        $0.openObject()
        $0.key(named: id)
        $0.write(action)
      }.dropFirst()
      let found = bytes.indices.filter { bytes[$0...].starts(with: marker) }
      guard found.count == 1, let at = found.first else {
        pieces = []
        break
      }
      // The head ends before the empty id's two quotes.
      let cut = at + marker.count - 2
      pieces.append((Array(bytes[..<cut]), Array(bytes[(cut + 2)...])))
    }
    actionPieces = pieces
  }

  /// Whether `block` is the help block (`block == help`), its case and id looked at first, so
  /// that any other block is told apart without comparing, or copying, its contents.
  func isHelp(_ block: LayoutDocument.Block) -> Bool {
    guard case .section(let section) = block, section.id == helpSection.id else { return false }
    return section == helpSection
  }
}
