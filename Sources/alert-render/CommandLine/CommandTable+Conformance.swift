/// `alert-render conformance` and its actions.
extension CommandSpec {
  static let conformance = CommandSpec(
    ["conformance"],
    abstract: "Check a client of layout documents against the conformance kit.",
    discussion: """
      The kit (Tests/Conformance) holds layout documents and what a client must draw, \
      announce and report for each. A client reports what it did as RESULTS JSON; check \
      compares it with the kit. See docs/conformance.md.
      """,
    operands: .none(lead: "conformance"),
    subcommands: ["check", "report"], runs: false)

  static let conformanceCheck = CommandSpec(
    ["conformance", "check"],
    abstract: "Compare a client's RESULTS with the conformance kit's expectations.",
    discussion: """
      Prints a line per fixture, 'pass' or its mismatches, each with its JSON path in RESULTS, \
      what the kit expects and what the client reported, then a summary. Exits 0 when every \
      fixture passes, 1 on a mismatch, 65 when RESULTS is not valid results \
      (docs/conformance-results.schema.json), naming its line:column and JSON path.
      """,
    operands: .one(
      Operand(
        usage: "RESULTS", name: "RESULTS",
        help: "The results JSON a client wrote; '-' reads standard input."),
      tooMany: "conformance check compares one results file"),
    options: [.kit])

  static let conformanceReport = CommandSpec(
    ["conformance", "report"],
    abstract: "Write the Swift reference client's RESULTS for every fixture of the kit.",
    discussion: """
      Reads each fixture as LayoutDocumentReader does and writes what a client built on \
      AlertLayout draws, announces and reports, as RESULTS JSON on standard output: \
      'alert-render conformance report | alert-render conformance check -' passes.
      """,
    operands: .none(lead: "conformance report"),
    options: [.kit])
}

extension OptionSpec {
  static let kit = OptionSpec(
    "--kit", .directory,
    help: "The conformance kit: a directory of fixtures and their expected.json.",
    default: .text("Tests/Conformance of the current directory, else the checkout's"))
}
