import Foundation

/// Walks a JSON schema beside the values it describes, noting each property no value has.
package struct SchemaCoverage {
  package let root: [String: Any]
  /// Paths such as `body[](section).button`, of properties no value fills.
  package var missing: [String] = []
  /// How many schema properties the walk looked for.
  package var visited = 0
  /// The `$ref`s being walked: a reference back to one of them (a block's `fallback`, itself
  /// a block) is filled by any value and not walked again.
  private var references: [String] = []

  package init(root: [String: Any]) { self.root = root }

  /// The schema `node` names, following a local `$ref`.
  package func resolve(_ node: [String: Any]) -> [String: Any] {
    guard let reference = node["$ref"] as? String, reference.hasPrefix("#/") else { return node }
    var target: Any = root
    for part in reference.dropFirst(2).split(separator: "/") {
      target = (target as? [String: Any])?[String(part)] ?? [:]
    }
    return resolve(target as? [String: Any] ?? [:])
  }

  /// Checks that `values`, all described by `node`, between them fill all of its properties.
  package mutating func visit(_ node: [String: Any], _ values: [Any], at path: String) {
    if let reference = node["$ref"] as? String {
      guard !references.contains(reference) else { return }
      references.append(reference)
      defer { references.removeLast() }
      visit(resolve(node), values, at: path)
      return
    }
    if let branches = node["oneOf"] as? [[String: Any]] {
      for branch in branches.map(resolve) {
        let tag = ((branch["properties"] as? [String: Any])?["type"] as? [String: Any])?["const"]
        let matching = values.filter { value in
          guard let tag = tag as? String else { return true }
          return (value as? [String: Any])?["type"] as? String == tag
        }
        let branchPath = path + (tag.map { "(\($0))" } ?? "")
        visited += 1
        guard !matching.isEmpty else {
          missing.append(branchPath)
          continue
        }
        visit(branch, matching, at: branchPath)
      }
      return
    }
    let objects = values.compactMap { $0 as? [String: Any] }
    if let properties = node["properties"] as? [String: Any] {
      for (name, child) in properties.sorted(by: { $0.key < $1.key }) {
        let childPath = path.isEmpty ? name : path + "." + name
        let filled = objects.compactMap { $0[name] }
        visited += 1
        guard !filled.isEmpty else {
          missing.append(childPath)
          continue
        }
        if let child = child as? [String: Any] { visit(child, filled, at: childPath) }
      }
    }
    if let additional = node["additionalProperties"] as? [String: Any] {
      let filled = objects.flatMap { $0.values }
      visited += 1
      if filled.isEmpty {
        missing.append(path + ".*")
      } else {
        visit(additional, filled, at: path + ".*")
      }
    }
    if let items = node["items"] as? [String: Any] {
      let elements = values.compactMap { $0 as? [Any] }.flatMap { $0 }
      visited += 1
      if elements.isEmpty {
        missing.append(path + "[]")
      } else {
        visit(items, elements, at: path + "[]")
      }
    }
  }

  /// Every property name anywhere in `node`.
  package static func collectPropertyNames(_ node: Any, into names: inout Set<String>) {
    if let object = node as? [String: Any] {
      for (key, value) in object {
        if key == "properties", let properties = value as? [String: Any] {
          names.formUnion(properties.keys)
        }
        collectPropertyNames(value, into: &names)
      }
    } else if let array = node as? [Any] {
      for element in array { collectPropertyNames(element, into: &names) }
    }
  }
}
