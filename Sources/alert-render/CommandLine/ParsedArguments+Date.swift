import AlertRendering

extension ParsedArguments {
  /// The date `option` was given, or nil; a usage error when it is not a date.
  func date(_ option: OptionSpec) throws(CLIError) -> LeakDate? {
    guard let text = text(option) else { return nil }
    guard let date = LeakDate(parsing: text) else {
      throw .usage(
        "\(option.long) expects a date such as \(LeakDate.acceptedForms); found "
          + "'\(cut: text)'.")
    }
    return date
  }
}
