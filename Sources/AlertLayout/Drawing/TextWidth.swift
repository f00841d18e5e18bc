/// How many columns a text takes, as the text preview counts them: East Asian wide and
/// fullwidth characters 2, combining and format characters 0, others 1.
///
/// For lint's length checks, so that they count what the preview draws.
package enum TextWidth {
  /// The display columns of `text`.
  package static func columns(_ text: some StringProtocol) -> Int {
    TextCanvas.displayWidth(text)
  }
}
