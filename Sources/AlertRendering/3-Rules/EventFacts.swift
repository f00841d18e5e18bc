/// What conditions may test: counts and the distinct match types, in order of first appearance.
struct EventFacts: Sendable {
  var eventCount: Int
  var matchTypes: [String]
}
