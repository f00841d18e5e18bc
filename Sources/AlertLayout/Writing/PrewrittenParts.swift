/// The parts every document of one locale and device shares (dialogs, footer buttons, the
/// help section, the actions but for their alert ids), written once in compact form with the
/// values they were written from.
///
/// A document whose part equals the value takes these bytes instead of writing the part
/// again. Equal values write equal bytes, so the output is the same; and a part the
/// document took from the shared ones compares equal at once, since `Dictionary` and
/// `Array` equality first check whether both share their storage. These parts are a large
/// share of every batch record's bytes and strings, the same in every record of a locale.
package struct PrewrittenParts: Sendable {
  let dialogs: [String: LayoutDocument.Dialog]
  let dialogsBytes: [UInt8]
  let footer: [LayoutDocument.Button]
  let footerBytes: [UInt8]
  /// The help block, `type` and all, as an element of the body.
  let help: LayoutDocument.Block
  let helpBytes: [UInt8]
  /// The actions with an empty alert id, in the order they are written (their ids' UTF-8
  /// order).
  let actions: [(id: String, action: LayoutDocument.Action)]
  /// The actions as written, cut where each alert id goes: one piece more than actions, or
  /// none when the ids could not be found (then actions are written in full).
  let actionPieces: [[UInt8]]

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
    helpBytes = written { $0.write(block) }
    let actions = actions.mapValues { action in
      var action = action
      action.analytics.alertId = ""
      return action
    }
    self.actions = actions.sorted { LayoutJSONWriter.precedes($0.key, $1.key) }.map {
      (id: $0.key, action: $0.value)
    }
    // An empty id is written `"alertId":""`; the quotes of any other string inside are
    // escaped, so each action holds the marker exactly once.
    let bytes = written { $0.write(actions: actions) }
    let marker = Array(#""alertId":"""#.utf8)
    var pieces: [[UInt8]] = []
    var start = 0
    var index = 0
    while index + marker.count <= bytes.count {
      guard bytes[index..<index + marker.count].elementsEqual(marker) else {
        index += 1
        continue
      }
      // The piece ends before the empty id's two quotes.
      pieces.append(Array(bytes[start..<index + marker.count - 2]))
      index += marker.count
      start = index
    }
    pieces.append(Array(bytes[start...]))
    actionPieces = pieces.count == actions.count + 1 ? pieces : []
  }
}
