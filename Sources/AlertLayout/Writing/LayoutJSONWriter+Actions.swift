extension LayoutJSONWriter {
  /// Writes a document's `actions`, those it shares with `prewritten` from their pieces with
  /// the alert id of each in its place, compared but for the id; the document's own (a text's
  /// link actions) written in full among them. With `sharedOmitted`, `actions` holds only the
  /// document's own, under ids `prewritten` lacks, and each of `prewritten`'s is written with
  /// `alertId` in it beside them (`LayoutBuilder.omitsSharedActions`); the writer must then
  /// have `prewritten`.
  mutating func write(
    actions: [String: LayoutDocument.Action], alertId: String, sharedOmitted: Bool
  ) {
    if let prewritten, !pretty {
      if sharedOmitted { return write(own: actions, sharing: prewritten, alertId: alertId) }
      if write(actions: actions, as: prewritten) { return }
    }
    precondition(!sharedOmitted, "LayoutJSONWriter: shared actions omitted, none prewritten")
    write(actions: actions)
  }

  /// Writes `prewritten`'s actions, each with `alertId` in it, from their pieces when it has
  /// them, and `own`, the document's others, in full among them in UTF-8 order of their ids.
  private mutating func write(
    own: [String: LayoutDocument.Action], sharing prewritten: PrewrittenParts, alertId: String
  ) {
    let ids = prewritten.actionIds
    let hasPieces = prewritten.actionPieces.count == ids.count
    if own.isEmpty, hasPieces, write(actionsOf: prewritten, alertId: alertId) { return }
    var ownIds = Array(own.keys)
    ownIds.sort { $0.precedesInUTF8($1) }
    openObject()
    var next = 0
    for index in ids.indices {
      while next < ownIds.count, ownIds[next].precedesInUTF8(ids[index]) {
        writeOwn(ownIds[next], of: own)
        next += 1
      }
      if hasPieces {
        write(piece: prewritten.actionPieces[index], alertId: alertId)
      } else {
        var action = prewritten.actions[index]
        action.analytics.alertId = alertId
        key(named: ids[index])
        write(action)
      }
    }
    for id in ownIds[next...] { writeOwn(id, of: own) }
    closeObject()
  }

  /// Writes the member `id` of `actions` in full.
  private mutating func writeOwn(_ id: String, of actions: [String: LayoutDocument.Action]) {
    guard let action = actions[id] else { return }
    key(named: id)
    write(action)
  }

  mutating func write(actions: [String: LayoutDocument.Action]) {
    write(actions) { writer, action in writer.write(action) }
  }

  /// Writes `actions` when they hold each of `prewritten`'s actions but for its alert id,
  /// those from the pieces with each alert id in its place and any others in full, in UTF-8
  /// order of their ids; returns false, having written nothing, when they do not.
  mutating func write(
    actions: [String: LayoutDocument.Action], as prewritten: PrewrittenParts
  ) -> Bool {
    let ids = prewritten.actionIds
    let pieces = prewritten.actionPieces
    guard actions.count >= ids.count, pieces.count == ids.count else { return false }
    var alertIds = [String](repeating: "", count: ids.count)
    var own: [(id: String, action: LayoutDocument.Action)] = []
    for (id, action) in actions {
      guard let index = prewritten.actionIndex[id] else {
        own.append((id, action))
        continue
      }
      guard Self.isShared(action, as: prewritten.actions[index]) else { return false }
      alertIds[index] = action.analytics.alertId
    }
    // The ids are a dictionary's keys: each shared action was found at most once.
    guard actions.count - own.count == ids.count else { return false }
    own.sort { $0.id.precedesInUTF8($1.id) }
    openObject()
    var next = 0
    for index in ids.indices {
      while next < own.count, own[next].id.precedesInUTF8(ids[index]) {
        key(named: own[next].id)
        write(own[next].action)
        next += 1
      }
      write(piece: pieces[index], alertId: alertIds[index])
    }
    for (id, action) in own[next...] {
      key(named: id)
      write(action)
    }
    closeObject()
    return true
  }

  /// The fields `isShared(_:as:)` compares (the alert id is written in its place), as
  /// `Mirror` names them: `PrewrittenPartsTests` holds them to every field an action has, so
  /// that a field added to actions one day is never taken from the shared bytes unchecked.
  static let comparedActionFields = [
    "kind", "dialog", "url", "display", "delay", "localTime", "operation", "analytics.event",
    "analytics.alertId", "analytics.target",
  ]

  /// Whether `action` is `shared` but for its analytics' alert id: compared field by field,
  /// without a copy of either.
  static func isShared(_ action: LayoutDocument.Action, as shared: LayoutDocument.Action) -> Bool {
    action.kind == shared.kind && action.dialog == shared.dialog && action.url == shared.url
      && action.display == shared.display && action.delay == shared.delay
      && action.localTime == shared.localTime && action.operation == shared.operation
      && action.analytics.event == shared.analytics.event
      && action.analytics.target == shared.analytics.target
  }

  /// Writes `prewritten`'s actions from their pieces with `alertId` in each; returns false,
  /// having written nothing, when it has no pieces.
  mutating func write(actionsOf prewritten: PrewrittenParts, alertId: String) -> Bool {
    let pieces = prewritten.actionPieces
    guard pieces.count == prewritten.actionIds.count else { return false }
    openObject()
    for piece in pieces {
      write(piece: piece, alertId: alertId)
    }
    closeObject()
    return true
  }

  /// Writes one prewritten action member, `alertId` in its place.
  private mutating func write(
    piece: (head: [UInt8], tail: [UInt8]), alertId: String
  ) {
    separate()
    buffer.append(piece.head)
    string(alertId)
    buffer.append(piece.tail)
  }

  mutating func write(_ action: LayoutDocument.Action) {
    openObject()
    key("analytics")
    write(action.analytics)
    optional("delay", action.delay)
    optional("dialog", action.dialog)
    optional("display", action.display)
    key("kind")
    string(action.kind.rawValue)
    optional("localTime", action.localTime)
    optional("operation", action.operation)
    optional("url", action.url)
    closeObject()
  }

  /// Writes the string member `name` when `value` is not nil.
  private mutating func optional(_ name: StaticString, _ value: String?) {
    guard let value else { return }
    key(name)
    string(value)
  }
}
