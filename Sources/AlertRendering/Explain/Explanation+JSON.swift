import AlertLayout

/// The JSON form of an explanation (`docs/explain.schema.json`): members in a fixed order, an
/// absent member meaning "does not apply".
extension Explanation {
  /// The explanation as JSON, pretty-printed and ending in a newline.
  package func json() -> String {
    ExplanationJSON.pretty(jsonValue)
  }

  /// The explanation as a JSON value.
  var jsonValue: JSONValue {
    var alert: [JSONMember] = [.init("id", alertId), .init("type", alertType)]
    if let file { alert.append(.init("file", file)) }
    var plugin: [JSONMember] = [.init("alertType", alertType), .init("kind", pluginKind)]
    if let pluginFile { plugin.append(.init("file", pluginFile)) }
    return .object([
      .init("schemaVersion", Self.schemaVersion),
      .init(key: "alert", value: .object(alert)),
      .init(
        key: "request",
        value: .object(
          [.init("locale", requestedLocale), .init("device", device)]
            + (now.map { [.init("now", $0.date), .init("nowSource", $0.source)] } ?? []))),
      .init(
        key: "locale",
        value: .object([
          .init("requested", requestedLocale), .init("served", servedLocale),
          .init(key: "chain", value: .array(chain.map { .string($0) })), .init("step", step),
        ])),
      .init(key: "plugin", value: .object(plugin)),
      .init(key: "entries", value: .array(entries.map(\.jsonValue))),
      .init(
        key: "diagnostics",
        value: .array(
          diagnostics.map { diagnostic in
            var members: [JSONMember] = [
              .init("code", diagnostic.code), .init("message", diagnostic.message),
            ]
            if let path = diagnostic.path { members.append(.init("path", path)) }
            return .object(members)
          })),
    ])
  }
}

extension Explanation.Entry {
  var jsonValue: JSONValue {
    var members: [JSONMember] = [.init("path", path)]
    if let text { members.append(.init("text", text)) }
    if let value { members.append(.init("value", value)) }
    if let rule {
      var source = rule.position.members
      if let chosenBy = rule.chosenBy {
        source.append(.init(key: "chosenBy", value: chosenBy.jsonValue))
      }
      source.append(.init(key: "skipped", value: .array(rule.skipped.map(\.jsonValue))))
      members.append(.init(key: "rule", value: .object(source)))
    }
    if let match { members.append(.init(key: "match", value: .object(match.members))) }
    if let catalog { members.append(.init(key: "catalog", value: catalog.jsonValue)) }
    if !arguments.isEmpty {
      members.append(.init(key: "arguments", value: .array(arguments.map { .string($0) })))
    }
    if let data {
      var source: [JSONMember] = []
      if let path = data.jsonPath { source.append(.init("jsonPath", path)) }
      source.append(
        .init(
          key: "fields",
          value: .array(
            data.fields.map { .object([.init("field", $0.field), .init("outcome", $0.outcome)]) }
          )))
      members.append(.init(key: "data", value: .object(source)))
    }
    if let masking {
      members.append(
        .init(
          key: "masking",
          value: .object([.init("policy", masking.policy)] + masking.position.members)))
    }
    return .object(members)
  }
}

extension Explanation.CatalogSource {
  var jsonValue: JSONValue {
    var members: [JSONMember] = [.init("key", key)]
    if let position { members += position.members }
    var variation: [JSONMember] = []
    if let plural { variation.append(.init("plural", plural)) }
    if let count { variation.append(.init(key: "count", value: .number(String(count)))) }
    if let device { variation.append(.init("device", device)) }
    if !variation.isEmpty { members.append(.init(key: "variation", value: .object(variation))) }
    var locale: [JSONMember] = []
    if let served { locale.append(.init("served", served)) }
    locale.append(.init("step", step))
    members.append(.init(key: "locale", value: .object(locale)))
    return .object(members)
  }
}

extension Explanation.Condition {
  var jsonValue: JSONValue {
    .object([.init("jsonPath", jsonPath), .init(key: "held", value: .bool(held))])
  }
}

extension Explanation.Position {
  /// `file`, then `line` and `column` when found, then `jsonPath`.
  var members: [JSONMember] {
    var members: [JSONMember] = [.init("file", file)]
    if let line, let column {
      members += [
        .init(key: "line", value: .number(String(line))),
        .init(key: "column", value: .number(String(column))),
      ]
    }
    return members + [.init("jsonPath", jsonPath)]
  }
}

extension JSONMember {
  /// A member holding the string `text`.
  fileprivate init(_ key: String, _ text: String) {
    self.init(key: key, value: .string(text))
  }
}
