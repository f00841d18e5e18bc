extension JSONSpan {
  /// The offset of the value at `path` (`a.b[2].c`, `""` for this value) inside this one, if
  /// it has one: for placing an error found by its path.
  func offset(of path: String) -> Int? {
    var value = self
    var rest = Substring(path)
    while let first = rest.first {
      if first == "[" {
        guard let close = rest.firstIndex(of: "]"),
          let index = Int(rest[rest.index(after: rest.startIndex)..<close]), index >= 0,
          let element = value.elements.dropFirst(index).first(where: { _ in true })
        else { return nil }
        value = element
        rest = rest[rest.index(after: close)...]
      } else {
        if first == "." { rest = rest.dropFirst() }
        let key = rest.prefix { $0 != "." && $0 != "[" }
        guard let member = value.member(String(key)) else { return nil }
        value = member
        rest = rest.dropFirst(key.count)
      }
    }
    return value.offset
  }
}
