extension LayoutDocumentDecoder {
  /// The elements of an array member, each with its path, read as they are iterated: a path
  /// is spelt out for one element at a time, never for all of them at once.
  struct Elements: Sequence {
    let values: JSONSpan.Elements
    /// The path of the object holding the array, and the array's key in it.
    let parent: JSONPath
    let key: String

    /// How many elements there are (one pass over the array), to reserve room for them.
    var count: Int { values.count }

    func makeIterator() -> Iterator {
      Iterator(values: values.makeIterator(), parent: parent, key: key)
    }

    struct Iterator: IteratorProtocol {
      var values: JSONSpan.Elements.Iterator
      let parent: JSONPath
      let key: String
      var index = 0

      mutating func next() -> (path: JSONPath, value: JSONSpan)? {
        guard let value = values.next() else { return nil }
        defer { index += 1 }
        return (parent.appending(key, index: index), value)
      }
    }
  }

  /// The elements of the array `key`, each with its path; nil when absent.
  func array(_ key: String, of object: Object) throws(LayoutDocumentError) -> Elements? {
    guard let value = object.value(key) else { return nil }
    guard value.kind == .array else {
      throw .invalidValue(
        file: file, path: object.path(key).description, expected: "an array",
        found: value.foundDescription)
    }
    return Elements(values: value.elements, parent: object.path, key: key)
  }

  /// The elements of the array `key`, which must be present.
  func array(_ key: String, of object: Object, _ expected: String) throws(LayoutDocumentError)
    -> Elements
  {
    guard let items = try array(key, of: object) else {
      throw .missingKey(file: file, path: object.path(key).description, expected: expected)
    }
    return items
  }

  /// The members of the object `key`, keyed by id (dialogs, actions, annotations), in
  /// document order; nil when absent. A member's path is `object.path(key).appending(id)`.
  func map(_ key: String, of object: Object) throws(LayoutDocumentError) -> JSONSpan.Members? {
    guard let value = object.value(key) else { return nil }
    guard value.kind == .object else {
      throw .invalidValue(
        file: file, path: object.path(key).description, expected: "an object",
        found: value.foundDescription)
    }
    return value.members
  }
}

extension JSONSpan {
  /// What was found, for an error message, as `JSONValue.foundDescription` says it: the type,
  /// and the value itself when it is a scalar (`a number 5`, `a string "x"`), cut short.
  var foundDescription: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean \(bool ?? false)"
    case .number: "a number \(cut: number ?? "")"
    case .string: "a string \"\(cut: string ?? "")\""
    case .array: "an array"
    case .object: "an object"
    }
  }
}
