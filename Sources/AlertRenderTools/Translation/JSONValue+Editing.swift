import AlertLayout

extension JSONValue {
  /// The text when this is a string.
  var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The members when this is an object.
  var members: [JSONMember]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The value at `path`, following object members.
  func value(at path: some Collection<String>) -> JSONValue? {
    var current = self
    for key in path {
      guard let next = current[key] else { return nil }
      current = next
    }
    return current
  }

  /// Sets the member `key` of this object (appending it when new) or removes it when `value`
  /// is nil; a value that is not an object becomes one first.
  mutating func set(_ key: String, _ value: JSONValue?) {
    var members = self.members ?? []
    if let index = members.firstIndex(where: { $0.key == key }) {
      if let value { members[index].value = value } else { members.remove(at: index) }
    } else if let value {
      members.append(JSONMember(key: key, value: value))
    }
    self = .object(members)
  }

  /// Changes the value at `path` in place, making the objects on the way as needed; every
  /// other member, known or not, is kept.
  ///
  /// Each level's members are taken out of `self` before the change, so that they are not
  /// shared and the change does not copy them: an import touching every key of a large
  /// catalog stays linear in its size per key, not quadratic.
  mutating func update(at path: ArraySlice<String>, _ change: (inout JSONValue) -> Void) {
    guard let key = path.first else {
      change(&self)
      return
    }
    var members = self.members ?? []
    self = .null
    if let index = members.firstIndex(where: { $0.key == key }) {
      members[index].value.update(at: path.dropFirst(), change)
    } else {
      var child = JSONValue.object([])
      child.update(at: path.dropFirst(), change)
      members.append(JSONMember(key: key, value: child))
    }
    self = .object(members)
  }
}
