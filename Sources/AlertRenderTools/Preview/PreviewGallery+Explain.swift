import AlertLayout
import AlertRendering

extension PreviewGallery {
  /// The page of `explanation`: its text form, escaped, in a page of its own that links the
  /// index and the JSON form beside it (`name` is the JSON file's name).
  package static func explanationHTML(_ explanation: Explanation, json name: String) -> String {
    let title = LayoutHTMLEncoder.text(
      "Why: \(explanation.alertId) (\(explanation.alertType)) in \(explanation.requestedLocale)")
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title)</title>
      <style>
      body { font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; margin: 1.5em; }
      pre { white-space: pre-wrap; }
      </style>
      </head>
      <body>
      <h1>\(title)</h1>
      <p><a href="../index.html">All alerts</a> · <a href="\(LayoutHTMLEncoder.text(name))">JSON</a>
       (schema: docs/explain.schema.json)</p>
      <pre>\(LayoutHTMLEncoder.text(explanation.text(width: 100)))</pre>
      </body>
      </html>

      """
  }
}
