#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension RuleSet {
  /// What content may show, merged from the `policy.json` of every rules directory in order
  /// (`ContentPolicy.load(from:errors:)`); `ContentPolicy.empty` when none has one.
  ///
  /// Read the first time it is asked for, then kept, so that a render whose content needs no
  /// policy never reads it (reading it costs more than rendering an alert; docs/performance.md).
  /// A file that cannot be read, or that conflicts with an earlier one, is left out and
  /// `policyErrors` says why; lint's loading reads it at once and reports them with the rules'.
  package var policy: ContentPolicy { policyReading.value.policy }

  /// The errors reading the content policy gave, one per file left out.
  package var policyErrors: [ResourceError] { policyReading.value.errors }
}

/// The content policy of some rules directories and the errors reading it gave.
struct PolicyReading: Sendable {
  var policy: ContentPolicy
  var errors: [ResourceError]

  /// Reads the policy of `directories`. A directory that cannot be opened is passed over: loading
  /// the rules reports it.
  init(_ directories: [URL]) {
    var errors: [ResourceError] = []
    let roots = directories.compactMap { try? ResourceDirectory($0) }
    policy = ContentPolicy.load(from: roots, errors: &errors)
    self.errors = errors
  }
}
