/// A value with the id it was declared under, keeping the file's order.
struct Named<Value: Sendable>: Sendable {
  /// The id, such as `contact-us`.
  var name: String
  /// What the id names.
  var value: Value
}

// Conditional rather than a requirement on `Value`: a requirement makes the runtime look the
// conformance up, scanning every conformance record, the first time each array of named values
// is made; that cost more than reading all of `screen.json`.
extension Named: Equatable where Value: Equatable {}
