import AlertLayout

/// The parts of a document that depend only on the screen's content, the locale and the
/// device, each with the reports resolving its texts made, so that a document takes them
/// as made and replays the reports where the texts stand: the output is the same bytes as
/// when every document resolves them itself.
///
/// A class, so that a document reaches its parts without copying them all.
final class LayoutSharedParts: Sendable {
  /// A part and the reports making it made.
  struct Part<Value: Sendable>: Sendable {
    var value: Value
    var reports: [Localizer.Report]
  }

  let risksHeading: Part<LayoutDocument.Heading>
  let stepsHeading: Part<LayoutDocument.Heading>
  let help: Part<LayoutDocument.Section>
  let footer: Part<[LayoutDocument.Button]>
  let dialogs: Part<[String: LayoutDocument.Dialog]>
  /// The actions, each reporting an empty alert id.
  let actions: Part<[String: LayoutDocument.Action]>
  /// The date line and the origin line of every detail, compiled; nil where one needs more
  /// than filling in (`Localizer.compiled(_:argumentCount:)`).
  let dateLine: CompiledLine?
  let originLine: CompiledLine?
  /// Compiles the spoken forms of masked values (`spokenValue(_:)`).
  private let compileSpokenValues: @Sendable () -> [CompiledLine?]
  /// The texts documents share beyond these parts, resolved by the first that needs each;
  /// a batch's threads each keep their own (`PreparedLocale`).
  let texts = SharedTexts()

  /// Makes the parts with `localizer`, as a document would, the actions' policy data chosen
  /// for `policyChain`, the links of the help text going to `links`.
  init(
    screen: ScreenContent, policyChain: LocaleChain, links: LinkDestinations? = nil,
    localizer: Localizer
  ) {
    var builder = LayoutBuilder(screen: screen, localizer: localizer)
    func part<Value>(_ make: (inout LayoutBuilder<NoProvenance>) -> Value) -> Part<Value> {
      let (value, reports) = builder.localizer.recording { localizer in
        // The localizer moves into the builder for the part and back out.
        var inner = LayoutBuilder(screen: screen, localizer: localizer)
        inner.policyChain = policyChain
        inner.links = links
        let value = make(&inner)
        localizer = inner.localizer
        return value
      }
      return Part(value: value, reports: reports)
    }
    risksHeading = part { $0.heading(screen.risksTitle) }
    stepsHeading = part { $0.heading(screen.stepsTitle) }
    help = part { $0.helpSection() }
    footer = part { $0.footer() }
    dialogs = part { $0.dialogs() }
    actions = part { $0.actions(alertId: "") }
    // A date line is annotated beside the spoken one: no annotations of its own alone.
    dateLine = builder.localizer.compiled(screen.dateLine, argumentCount: 1).map {
      CompiledLine($0, field: nil)
    }
    originLine = builder.localizer.compiled(screen.originLine, argumentCount: 1).map {
      CompiledLine($0, field: "text")
    }
    compileSpokenValues = {
      var localizer = localizer
      return MaskedValue.Spoken.Form.allCases.map { form in
        localizer.compiled(screen.maskedValues + form.key, argumentCount: form.argumentCount)
          .map { CompiledLine($0, field: "spokenValue") }
      }
    }
  }

  /// The spoken form `form` of a masked value, compiled when a document keeping `texts`
  /// first asks for one; nil where it needs more than filling in.
  func spokenValue(_ form: MaskedValue.Spoken.Form, in texts: SharedTexts) -> CompiledLine? {
    texts.spokenValues(compileSpokenValues)[form.rawValue]
  }
}
