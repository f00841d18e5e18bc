extension LintCheck {
  /// The checks of the icons rules name against the icon catalogue (docs/icons.md).
  static let icons: [LintCheck] = [
    .init("icon-unknown", .warning, "A rule names an icon the icon catalogue lacks.")
  ]
}
