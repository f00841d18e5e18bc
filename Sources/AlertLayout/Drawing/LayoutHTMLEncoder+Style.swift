extension LayoutHTMLEncoder {
  /// The page's CSS: the theme's tokens as custom properties, then rules that use only those.
  static func styleSheet(for theme: Theme) -> String {
    let colors = theme.colors
    let metrics = theme.metrics
    let fonts = theme.fonts
    let properties: [(String, String)] = [
      ("background", css(colors.background)), ("surface", css(colors.surface)),
      ("scrim", css(colors.scrim)), ("title", css(colors.title)),
      ("heading", css(colors.heading)), ("body", css(colors.body)),
      ("separator", css(colors.separator)), ("danger", css(colors.danger)),
      ("on-danger", css(colors.onDanger)), ("link", css(colors.link)),
      ("destructive", css(colors.destructive)), ("primary", css(colors.primary)),
      ("primary-shadow", css(colors.primaryShadow)), ("on-primary", css(colors.onPrimary)),
      ("secondary", css(colors.secondary)), ("secondary-shadow", css(colors.secondaryShadow)),
      ("on-secondary", css(colors.onSecondary)), ("icon", css(colors.icon)),
      ("margin", px(metrics.margin)), ("narrow", px(metrics.narrowMargin)),
      ("button-height", px(metrics.buttonHeight)),
      ("button-radius", px(metrics.buttonCornerRadius)),
      ("button-shadow", px(metrics.buttonShadowOffset)),
      ("hairline", px(metrics.separatorThickness)),
      ("banner-icon", px(metrics.bannerIconSize)), ("detail-icon", px(metrics.detailIconSize)),
      ("item-icon", px(metrics.itemIconSize)),
      ("navigation-height", px(metrics.navigationBarHeight)),
      ("tap-height", px(metrics.minimumTapHeight)), ("banner-padding", px(metrics.bannerPadding)),
      ("banner-title-spacing", px(metrics.bannerTitleSpacing)),
      ("details-top", px(metrics.detailsPaddingTop)),
      ("details-bottom", px(metrics.detailsPaddingBottom)),
      ("section-top", px(metrics.sectionPaddingTop)), ("button-padding", px(metrics.buttonPadding)),
      ("dialog-width", px(metrics.dialogWidth)), ("dialog-radius", px(metrics.dialogCornerRadius)),
      ("dialog-title-top", px(metrics.dialogTitlePaddingTop)),
      ("dialog-title-spacing", px(metrics.dialogTitleSpacing)),
      ("dialog-message-bottom", px(metrics.dialogMessagePaddingBottom)),
      ("font-text", font(fonts.text)), ("font-emphasis", font(fonts.emphasis)),
      ("font-title", font(fonts.title)), ("font-button", font(fonts.button)),
    ]
    var sheet = ":root {\n"
    for (name, value) in properties {
      sheet += "  --\(name): \(value);\n"
    }
    sheet += "}\n"
    return sheet + rules
  }

  /// A colour as CSS; `#RRGGBBAA` is valid CSS as it is.
  private static func css(_ color: Theme.Color) -> String { color.description }

  /// A length in CSS pixels. A number the reader would refuse (from a document a Swift client
  /// built) is drawn as the nearest one in range: NaN and -0 as 0.
  static func px(_ value: Double) -> String {
    let value = LayoutDocument.ValueRange.clampedPoints(value)
    return value == value.rounded() ? "\(Int(value))px" : "\(value)px"
  }

  /// A length in `rem`, sixteenths of the reader's default font size: the points of a font
  /// token, so that text follows the browser's text size setting as well as its zoom.
  static func rem(_ value: Double) -> String {
    let value = LayoutDocument.ValueRange.clampedPoints(value) / 16
    return value == value.rounded() ? "\(Int(value))rem" : "\(value)rem"
  }

  /// A `font` shorthand: weight, size and line height, the document's faces, then fallbacks
  /// of similar geometric shape for systems without Avenir Next.
  private static func font(_ font: Theme.Font) -> String {
    let families = [cssString(font.name), cssString(font.family)]
    let weights = LayoutDocument.ValueRange.fontWeight
    let weight = min(max(font.weight, weights.lowerBound), weights.upperBound)
    return "\(weight) \(rem(font.size))/\(rem(font.lineHeight)) "
      + (families + fallbackFonts).joined(separator: ", ")
  }

  private static let fallbackFonts = [
    "Avenir", "\"Nunito Sans\"", "Lato", "\"Segoe UI\"", "Roboto", "\"Helvetica Neue\"", "Arial",
    "sans-serif",
  ]

  /// The rules. Only vertical scrolling, in the middle region; text wraps between words and
  /// breaks a word only when it alone is wider than its line.
  private static let rules = """
    *, *::before, *::after { box-sizing: border-box; }
    html, body { margin: 0; height: 100%; background: var(--background); }
    body {
      font: var(--font-text); color: var(--body); overflow: hidden;
      -webkit-text-size-adjust: 100%; text-size-adjust: 100%;
    }
    p, h1, h2, h3, h4, h5, h6, button, dialog { overflow-wrap: anywhere; }
    p { margin: 0; }
    .screen { display: flex; flex-direction: column; height: 100vh; height: 100dvh; }
    .navigation {
      flex: none; display: flex; align-items: center; justify-content: center;
      min-height: var(--navigation-height); padding: 0 var(--margin); background: var(--background);
    }
    .navigation h1 { margin: 0; font: var(--font-title); color: var(--title); text-align: center; }
    .content {
      flex: 1 1 auto; min-height: 0; overflow-x: hidden; overflow-y: auto;
      overscroll-behavior: contain;
    }
    .content:focus { outline: none; }
    .banner {
      display: flex; align-items: center; gap: var(--margin);
      padding: var(--banner-padding) var(--margin); background: var(--danger); color: var(--on-danger);
    }
    .banner svg { flex: none; width: var(--banner-icon); height: auto; }
    .banner-title { font: var(--font-emphasis); margin-bottom: var(--banner-title-spacing); }
    .details { list-style: none; margin: 0; padding: var(--details-top) var(--margin) var(--details-bottom); }
    .detail { display: flex; align-items: center; gap: var(--margin); }
    .detail + .detail { margin-top: var(--margin); }
    .detail svg { flex: none; width: var(--detail-icon); height: auto; color: var(--danger); }
    .detail-value, .detail-missing, .field-label { font: var(--font-emphasis); color: var(--heading); }
    hr {
      height: 0; margin: 0 var(--narrow); border: 0;
      border-top: var(--hairline) solid var(--separator);
    }
    .section { padding: var(--section-top) var(--margin) var(--narrow); }
    .section h1, .section h2, .section h3, .section h4, .section h5, .section h6 {
      margin: 0 0 var(--margin); font: var(--font-emphasis); color: var(--heading);
    }
    .paragraph + .paragraph { margin-top: var(--narrow); }
    .steps { list-style: none; margin: 0; padding: 0; }
    .steps li { display: flex; align-items: center; gap: var(--margin); }
    .steps li + li { margin-top: var(--margin); }
    .steps svg, .icon-space { flex: none; width: var(--item-icon); }
    .steps svg { height: auto; color: var(--icon); }
    .section a[data-action] { color: var(--link); text-decoration: underline; }
    .mirrored:dir(rtl) { transform: scaleX(-1); }
    .button { font: var(--font-emphasis); cursor: pointer; }
    .button.link {
      display: block; min-height: var(--tap-height); margin: 0; padding: 0; border: 0;
      background: none; color: var(--link); text-align: start;
    }
    .footer {
      flex: none; display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr);
      gap: var(--narrow); padding: var(--margin);
      background: var(--background);
    }
    .footer .button {
      min-height: var(--button-height); margin: 0; padding: var(--button-padding) var(--narrow);
      border: 0;
      border-radius: var(--button-radius); font: var(--font-button);
    }
    .button.primary {
      background: var(--primary); color: var(--on-primary);
      box-shadow: 0 var(--button-shadow) 0 var(--primary-shadow);
    }
    .button.secondary {
      background: var(--secondary); color: var(--on-secondary);
      box-shadow: 0 var(--button-shadow) 0 var(--secondary-shadow);
    }
    .button:focus-visible, dialog button:focus-visible {
      outline: 2px solid var(--link); outline-offset: 2px;
    }
    .visually-hidden {
      position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
      clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0;
    }
    dialog {
      width: min(var(--dialog-width), calc(100vw - 2 * var(--margin))); max-height: calc(100dvh - 2 * var(--margin));
      padding: 0; border: 0; border-radius: var(--dialog-radius); overflow-y: auto; overflow-x: hidden;
      background: var(--surface); color: var(--body); text-align: center;
    }
    dialog::backdrop { background: var(--scrim); }
    dialog h2 { margin: 0; padding: var(--dialog-title-top) var(--margin) var(--dialog-title-spacing);
      font: var(--font-title); color: var(--title); }
    dialog p { padding: 0 var(--margin) var(--dialog-message-bottom); }
    .dialog-buttons { display: flex; margin: 0; border-top: var(--hairline) solid var(--separator); }
    .dialog-buttons.stacked { flex-direction: column; }
    .dialog-buttons button {
      flex: 1 1 0; min-width: 0; min-height: var(--tap-height); margin: 0;
      padding: var(--button-padding) var(--narrow);
      border: 0; background: none; color: var(--link); font: var(--font-title); font-weight: 400;
      cursor: pointer;
    }
    .dialog-buttons button + button { border-inline-start: var(--hairline) solid var(--separator); }
    .dialog-buttons.stacked button + button {
      border-inline-start: 0; border-top: var(--hairline) solid var(--separator);
    }
    .dialog-buttons button[data-role="cancel"] { font-weight: 600; }
    .dialog-buttons button[data-role="destructive"] { color: var(--destructive); }
    .dialog-buttons button:focus-visible { outline-offset: -4px; }

    """
}
