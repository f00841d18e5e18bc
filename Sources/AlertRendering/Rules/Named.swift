/// A value with the id it was declared under, keeping the file's order.
struct Named<Value: Sendable & Equatable>: Sendable, Equatable {
  var name: String
  var value: Value
}
