import AlertLayout

/// The shape of a client's results (docs/conformance-results.schema.json): what must hold
/// before they can be compared, so that a malformed report is refused (65) rather than
/// listed as a thousand mismatches.
indirect enum ResultsShape: Sendable {
  case string, integer, control
  /// One of these strings.
  case oneOf([String])
  case array(ResultsShape)
  /// An object whose members are all of one shape.
  case map(ResultsShape)
  /// An object with these members (`required` ones must be present); others are allowed.
  case object([String: ResultsShape], required: Set<String>)

  /// The first problem in `root`, if any: its JSON path and the reason.
  static func problem(in root: JSONValue, kitVersion: String) -> (path: String, reason: String)? {
    if let problem = results.problem(root, at: "") { return problem }
    guard case .string(let version)? = root["kit"],
      ConformanceKit.majorVersion(version) != nil
    else {
      return ("kit", "expected the kit version the client ran, as 'major.minor'.")
    }
    guard ConformanceKit.majorVersion(version) == ConformanceKit.majorVersion(kitVersion) else {
      return (
        "kit",
        "the results are for kit \(version), but this is kit \(kitVersion); a new major "
          + "version of the kit changes what results mean. Run the client against this kit."
      )
    }
    return nil
  }

  static let element = ResultsShape.object(
    [
      "label": .string, "traits": .array(.oneOf(["heading", "button", "link", "image"])),
      "level": .integer, "language": .string, "value": .string, "valueLanguage": .string,
      "hint": .string, "button": .string,
    ], required: ["label", "traits"])

  static let event = ResultsShape.object(
    ["event": .string, "parameters": .map(.string)], required: ["event", "parameters"])

  static let tap = ResultsShape.object(
    [
      "from": .string, "button": .control, "style": .string, "role": .string,
      "reports": .array(event), "then": .string,
      "runs": .object(
        [
          "kind": .string, "dialog": .string, "url": .string, "display": .string,
          "delay": .string, "localTime": .string, "operation": .string,
        ], required: ["kind"]),
    ], required: ["from", "button", "reports", "then"])

  static let fixture = ResultsShape.object(
    [
      "outcome": .oneOf(["draw", "refuse"]), "direction": .oneOf(["ltr", "rtl"]),
      "blocks": .array(.string), "details": .integer, "view": .array(event),
      "readingOrder": .array(element), "dialogs": .map(.array(element)), "taps": .array(tap),
    ], required: ["outcome"])

  static let results = ResultsShape.object(
    [
      "kit": .string,
      "client": .object(["name": .string, "version": .string], required: ["name", "version"]),
      "fixtures": .map(fixture),
    ], required: ["kit", "client", "fixtures"])

  /// The first problem of `value` at `path` against this shape.
  func problem(_ value: JSONValue, at path: String) -> (path: String, reason: String)? {
    let join = { (key: String) in path.isEmpty ? key : path + "." + key }
    switch (self, value) {
    case (.string, .string), (.control, .string): return nil
    case (.integer, .number(let text)), (.control, .number(let text)):
      return text.allSatisfy(\.isNumber) ? nil : (path, "expected a whole number, found \(text).")
    case (.oneOf(let choices), .string(let text)) where choices.contains(text): return nil
    case (.oneOf(let choices), _):
      return (
        path,
        "expected \(choices.map { "'\($0)'" }.joined(separator: " or ")), found "
          + "\(value.foundDescription)."
      )
    case (.array(let shape), .array(let elements)):
      for (index, element) in elements.enumerated() {
        if let problem = shape.problem(element, at: path + "[\(index)]") { return problem }
      }
      return nil
    case (.map(let shape), .object(let members)):
      for member in members {
        if let problem = shape.problem(member.value, at: join(member.key)) { return problem }
      }
      return nil
    case (.object(let shapes, let required), .object(let members)):
      for key in required.sorted() where value[key] == nil {
        return (
          path,
          "expected a member '\(key)'; the object has "
            + (members.isEmpty ? "none" : members.map { "'\($0.key)'" }.joined(separator: ", "))
            + "."
        )
      }
      for member in members {
        guard let shape = shapes[member.key] else { continue }
        if let problem = shape.problem(member.value, at: join(member.key)) { return problem }
      }
      return nil
    default:
      return (path, "expected \(expectation), found \(value.foundDescription).")
    }
  }

  /// What this shape expects, for a message.
  var expectation: String {
    switch self {
    case .string: "a string"
    case .integer: "a whole number"
    case .control: "a button id (a string) or a dialog button's index (a whole number)"
    case .oneOf: "one of the listed strings"
    case .array: "an array"
    case .map, .object: "an object"
    }
  }
}
