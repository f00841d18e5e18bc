/// An element of a document `XMLReader` read, with its namespace resolved.
struct XMLElement: Sendable, Equatable {
  /// The namespace every `xml:` name is in, declared by XML itself.
  static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

  /// The name as written, with its prefix (`xliff`, `x:note`).
  var name: String
  /// The name without its prefix.
  var localName: String
  /// The namespace the prefix (or the default namespace) stands for; "" for none.
  var namespace: String
  /// The attributes in document order, named as written (`id`, `xml:space`).
  var attributes: [XMLAttribute]
  /// Text and child elements in document order.
  var children: [XMLNode]
  /// The 1-based line of the element's `<`.
  var line: Int
  /// The 1-based column of the element's `<`.
  var column: Int

  /// The value of the attribute written `name`.
  subscript(attribute name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// The child elements.
  var elements: [XMLElement] {
    children.compactMap {
      if case .element(let element) = $0 { return element }
      return nil
    }
  }
}

/// One attribute of an element, its value with references resolved.
struct XMLAttribute: Sendable, Equatable {
  var name: String
  var value: String
}

/// A child of an element: text (with references resolved, CDATA included) or an element.
enum XMLNode: Sendable, Equatable {
  case text(String)
  case element(XMLElement)
}
