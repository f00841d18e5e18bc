/// The parts every document of one locale and device shares (dialogs, footer buttons, the
/// help section), written once in compact form with the values they were written from.
///
/// A document whose part equals the value takes these bytes instead of writing the part
/// again. Equal values write equal bytes, so the output is the same; and a part the
/// document took from the shared ones compares equal at once, since `Dictionary` and
/// `Array` equality first check whether both share their storage. Writing these parts cost
/// about 10 % of a batch record (1,400 of its 8,000 bytes, in 40 strings).
package struct PrewrittenParts: Sendable {
  let dialogs: [String: LayoutDocument.Dialog]
  let dialogsBytes: [UInt8]
  let footer: [LayoutDocument.Button]
  let footerBytes: [UInt8]
  /// The help block, `type` and all, as an element of the body.
  let help: LayoutDocument.Block
  let helpBytes: [UInt8]

  /// Writes the parts.
  init(
    dialogs: [String: LayoutDocument.Dialog], footer: [LayoutDocument.Button],
    help: LayoutDocument.Section
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
  }
}
