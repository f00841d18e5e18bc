extension IconCatalogue {
  /// View boxes and SVG elements by drawing, in strokes of `currentColor` 1.8 units wide
  /// (`rootAttributes`) unless an element says otherwise; drawn for this project.
  static let drawings: [String: (viewBox: String, elements: [String])] = [
    // A solid disc with an exclamation mark cut out of it, as in the design's banner.
    "alert": (
      "0 0 24 24",
      [
        "<path fill=\"currentColor\" stroke=\"none\" fill-rule=\"evenodd\" d=\"M12 0a12 12 0 1 0 0 24"
          + "a12 12 0 1 0 0-24zM10.35 5.5h3.3v8.6h-3.3zM10.35 14.9h3.3v3h-3.3z\"/>"
      ]
    ),
    // An envelope with its flap and the folds from the bottom corners.
    "email": (
      "-2 0 40 24",
      [
        "<rect x=\"1\" y=\"1\" width=\"34\" height=\"22\" rx=\"1.2\"/>",
        "<path d=\"M1.5 1.5 18 14.8 34.5 1.5M1.5 22.5 13.6 11.4M34.5 22.5 22.4 11.4\"/>",
      ]
    ),
    // A password being typed: two dots, a half-hidden third and the cursor.
    "ellipsis": (
      "0 0 26 16",
      [
        "<g fill=\"currentColor\" stroke=\"none\">",
        "<circle cx=\"3\" cy=\"8\" r=\"2.2\"/>",
        "<circle cx=\"10.5\" cy=\"8\" r=\"2.2\"/>",
        "<path d=\"M17.6 5.8a2.2 2.2 0 0 0 0 4.4z\"/>",
        "<rect x=\"17.6\" y=\"0.5\" width=\"1.3\" height=\"15\" opacity=\"0.7\"/>",
        "</g>",
      ]
    ),
    // A jagged line, for behaviour that is out of the ordinary.
    "strangebehavior": (
      "0 0 26 18",
      ["<path stroke-width=\"2.6\" d=\"M2 14.5 6.5 10 9.5 13 14 5.5 16.5 16 20.5 3 24 9.5\"/>"]
    ),
    "phone": (
      "0 0 24 24",
      [
        "<rect x=\"6.5\" y=\"2\" width=\"11\" height=\"20\" rx=\"2\"/>",
        "<path d=\"M10.5 18.5h3\"/>",
      ]
    ),
    "lock": (
      "0 0 24 24",
      [
        "<rect x=\"4.5\" y=\"10.5\" width=\"15\" height=\"11\" rx=\"1.5\"/>",
        "<path d=\"M8 10.5V7.5a4 4 0 0 1 8 0v3M12 15v2.5\"/>",
      ]
    ),
    "document": (
      "0 0 24 24",
      ["<path d=\"M6 2h8.5L19 6.5V22H6zM14.5 2v4.5H19M9 12h7M9 15.5h7M9 19h4\"/>"]
    ),
    "bank": (
      "0 0 24 24",
      ["<path d=\"M3 9 12 3.5 21 9zM5.5 11.5v6.5M10 11.5v6.5M14 11.5v6.5M18.5 11.5v6.5M3 21h18\"/>"]
    ),
    "card": (
      "0 0 24 24",
      [
        "<rect x=\"2\" y=\"5\" width=\"20\" height=\"14\" rx=\"2\"/>",
        "<path d=\"M2 9.5h20M5.5 15h5\"/>",
      ]
    ),
    "id-card": (
      "0 0 24 24",
      [
        "<rect x=\"2\" y=\"4.5\" width=\"20\" height=\"15\" rx=\"2\"/>",
        "<circle cx=\"8\" cy=\"10.5\" r=\"2.3\"/>",
        "<path d=\"M4.8 16.5a3.3 3.3 0 0 1 6.4 0M14 9.5h5M14 13h5\"/>",
      ]
    ),
    "passport": (
      "0 0 24 24",
      [
        "<rect x=\"5\" y=\"2\" width=\"14\" height=\"20\" rx=\"1.5\"/>",
        "<circle cx=\"12\" cy=\"10\" r=\"3.5\"/>", "<path d=\"M9 17.5h6\"/>",
      ]
    ),
    // A speech bubble with two lines of text, for a post found on a social network.
    "social": (
      "0 0 24 24",
      [
        "<path d=\"M4 4h16a1.5 1.5 0 0 1 1.5 1.5v10A1.5 1.5 0 0 1 20 17h-9l-5 4v-4H4"
          + "a1.5 1.5 0 0 1-1.5-1.5v-10A1.5 1.5 0 0 1 4 4zM7 9h10M7 12.5h6\"/>"
      ]
    ),
    "medical": ("0 0 24 24", ["<path d=\"M9 3h6v6h6v6h-6v6H9v-6H3V9h6z\"/>"]),
    // A ring with a dot: something is here, but this client does not know what.
    "unknown": (
      "0 0 24 24",
      [
        "<circle cx=\"12\" cy=\"12\" r=\"9\"/>",
        "<circle cx=\"12\" cy=\"12\" r=\"2.5\" fill=\"currentColor\"/>",
      ]
    ),
  ]
}
