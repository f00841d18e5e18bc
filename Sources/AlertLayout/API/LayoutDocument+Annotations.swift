extension LayoutDocument {
  /// Annotations by the name of the text field they describe (`"subtitle"`, `"text"`).
  ///
  /// Used as a dictionary: `annotations["text"] = …`, `annotations["text"]`, a dictionary
  /// literal, and `for (name, annotation) in annotations`. An object has a few of them at most,
  /// so they are kept in a small array rather than a hash table, ordered by the UTF-8 bytes of
  /// their names, the order a document is written in; names are equal as `String`s are.
  public struct Annotations: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    /// A name and its annotation, as a dictionary's element.
    public typealias Element = (key: String, value: TextAnnotation)

    /// The annotations, in the UTF-8 order of their names, each name once.
    private var members: [Element]

    /// No annotation.
    public init() { members = [] }

    /// No annotation yet, with room for `minimumCapacity` of them.
    public init(minimumCapacity: Int) {
      members = []
      members.reserveCapacity(minimumCapacity)
    }

    /// The annotations of a dictionary, in the UTF-8 order of their names.
    init(sorting annotations: [String: TextAnnotation]) {
      members = annotations.map { ($0.key, $0.value) }
      members.sort { $0.key.precedesInUTF8($1.key) }
    }

    /// The annotations of a literal; a name given twice keeps its last annotation.
    public init(dictionaryLiteral elements: (String, TextAnnotation)...) {
      self.init(minimumCapacity: elements.count)
      for (name, annotation) in elements { self[name] = annotation }
    }

    /// The annotation of the text field `name`; setting nil removes it.
    public subscript(name: String) -> TextAnnotation? {
      get { members.first { $0.key == name }?.value }
      set {
        if let index = members.firstIndex(where: { $0.key == name }) {
          if let newValue { members[index].value = newValue } else { members.remove(at: index) }
        } else if let newValue {
          // Appended, then moved before the names it precedes: names mostly come in order.
          members.append((name, newValue))
          var index = members.count - 1
          while index > 0, name.precedesInUTF8(members[index - 1].key) {
            members.swapAt(index, index - 1)
            index -= 1
          }
        }
      }
    }

    /// How many texts are annotated.
    public var count: Int { members.count }
    /// Whether no text is.
    public var isEmpty: Bool { members.isEmpty }
    /// The names, in UTF-8 order.
    public var keys: [String] { members.map(\.key) }
    /// The annotations, in the UTF-8 order of their names.
    public var values: [TextAnnotation] { members.map(\.value) }

    /// The annotations in the UTF-8 order of their names.
    public func makeIterator() -> IndexingIterator<[Element]> { members.makeIterator() }

    /// Whether both annotate the same names alike.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.count == rhs.count && lhs.members.allSatisfy { rhs[$0.key] == $0.value }
    }
  }
}

extension LayoutDocument.Annotations: Codable {
  /// Encodes the JSON object a `[String: TextAnnotation]` encodes: a dictionary, so that an
  /// encoder's key strategy leaves the names alone, as it did.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(Dictionary(members, uniquingKeysWith: { _, last in last }))
  }

  /// Decodes what a `[String: TextAnnotation]` decodes, its names sorted once.
  public init(from decoder: any Decoder) throws {
    let annotations = try decoder.singleValueContainer()
      .decode([String: LayoutDocument.TextAnnotation].self)
    self.init(sorting: annotations)
  }
}
