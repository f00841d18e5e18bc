extension LayoutJSONWriter {
  /// Writes a document's `actions`, those it shares with `prewritten` from their pieces with
  /// the alert id of each in its place: unchecked when `arePrewritten` (the caller knows every
  /// action of `prewritten`'s ids to be `prewritten`'s with `alertId` in it), compared but for
  /// the id otherwise; the document's own (a text's link actions) written in full among them.
  mutating func write(
    actions: [String: LayoutDocument.Action], alertId: String, arePrewritten: Bool
  ) {
    if let prewritten, !pretty {
      if arePrewritten, write(actions: actions, sharing: prewritten, alertId: alertId) {
        return
      }
      if write(actions: actions, as: prewritten) { return }
    }
    write(actions: actions)
  }

  /// Writes `actions`, known to hold each of `prewritten`'s actions with `alertId` in it, those
  /// from the pieces and any others in full, in UTF-8 order of their ids; returns false,
  /// having written nothing, when `prewritten` has no pieces or `actions` lacks one of its ids.
  private mutating func write(
    actions: [String: LayoutDocument.Action], sharing prewritten: PrewrittenParts,
    alertId: String
  ) -> Bool {
    let ids = prewritten.actionIds
    guard actions.count >= ids.count, prewritten.actionPieces.count == ids.count else {
      return false
    }
    guard actions.count > ids.count else { return write(actionsOf: prewritten, alertId: alertId) }
    var own: [String] = []
    for id in actions.keys where prewritten.actionIndex[id] == nil { own.append(id) }
    guard actions.count - own.count == ids.count else { return false }
    own.sort { $0.precedesInUTF8($1) }
    openObject()
    var next = 0
    for (index, piece) in prewritten.actionPieces.enumerated() {
      while next < own.count, own[next].precedesInUTF8(ids[index]) {
        writeOwn(own[next], of: actions)
        next += 1
      }
      write(piece: piece, alertId: alertId)
    }
    for id in own[next...] { writeOwn(id, of: actions) }
    closeObject()
    return true
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
