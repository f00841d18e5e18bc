extension Theme {
  /// Colours by the role they play, so clients never guess which grey goes where.
  public struct Palette: Codable, Sendable, Equatable {
    /// The page, navigation bar and footer background.
    public var background: Color
    /// The dialog background, under the dialog's title, message and buttons.
    public var surface: Color
    /// The translucent layer behind an open dialog.
    public var scrim: Color
    /// The navigation title and dialog titles.
    public var title: Color
    /// Headings and bold text, such as the leaked value.
    public var heading: Color
    /// Regular text.
    public var body: Color
    /// Hairlines between blocks.
    public var separator: Color
    /// The banner background and the detail icons.
    public var danger: Color
    /// Text and icons on `danger`.
    public var onDanger: Color
    /// Link buttons such as "Contact us now", and non-destructive dialog buttons.
    public var link: Color
    /// Destructive dialog buttons, on `surface`.
    public var destructive: Color
    /// The face of `primary` buttons such as "Remind me later".
    public var primary: Color
    /// The hard shadow under `primary` buttons.
    public var primaryShadow: Color
    /// The label of `primary` buttons.
    public var onPrimary: Color
    /// The face of `secondary` buttons such as "Mark as resolved".
    public var secondary: Color
    /// The hard shadow under `secondary` buttons.
    public var secondaryShadow: Color
    /// The label of `secondary` buttons.
    public var onSecondary: Color
    /// Step icons in sections.
    public var icon: Color

    /// A palette of every role; each colour is written as `#RRGGBB` or `#RRGGBBAA`.
    public init(
      background: Color, surface: Color, scrim: Color, title: Color, heading: Color, body: Color,
      separator: Color, danger: Color, onDanger: Color, link: Color, destructive: Color,
      primary: Color, primaryShadow: Color, onPrimary: Color, secondary: Color,
      secondaryShadow: Color, onSecondary: Color, icon: Color
    ) {
      self.background = background
      self.surface = surface
      self.scrim = scrim
      self.title = title
      self.heading = heading
      self.body = body
      self.separator = separator
      self.danger = danger
      self.onDanger = onDanger
      self.link = link
      self.destructive = destructive
      self.primary = primary
      self.primaryShadow = primaryShadow
      self.onPrimary = onPrimary
      self.secondary = secondary
      self.secondaryShadow = secondaryShadow
      self.onSecondary = onSecondary
      self.icon = icon
    }
  }

  /// Type styles by role.
  public struct Typography: Codable, Sendable, Equatable {
    /// Regular text: items, detail lines, banner subtitle, dialog messages.
    public var text: Font
    /// Bold text at body size: headings, leaked values, banner title, links.
    public var emphasis: Font
    /// The navigation title and dialog titles.
    public var title: Font
    /// Labels of the filled footer buttons.
    public var button: Font

    /// Type styles for the four roles a document's text is drawn in.
    public init(text: Font, emphasis: Font, title: Font, button: Font) {
      self.text = text
      self.emphasis = emphasis
      self.title = title
      self.button = button
    }
  }

  /// One type style.
  public struct Font: Codable, Sendable, Equatable {
    /// The PostScript name, such as `AvenirNext-DemiBold`, for platforms that load fonts by it.
    public var name: String
    /// The family name, such as `Avenir Next`, for platforms that pick a face by weight.
    public var family: String
    /// The CSS-style weight: 400 regular, 600 demibold.
    public var weight: Int
    /// The size in points, 0 to 10000.
    public var size: Double
    /// The distance between baselines of wrapped lines, in points.
    public var lineHeight: Double

    /// A type style; a reader refuses a `weight` outside 100 to 900, and a `size` or
    /// `lineHeight` outside 0 to 10000 points.
    public init(name: String, family: String, weight: Int, size: Double, lineHeight: Double) {
      self.name = name
      self.family = family
      self.weight = weight
      self.size = size
      self.lineHeight = lineHeight
    }
  }

  /// Sizes and spacing in points; none depends on the screen width.
  public struct Metrics: Codable, Sendable, Equatable {
    /// The usual margin: screen edges, between icon and text, around sections.
    public var margin: Double
    /// The narrow margin: between footer buttons, separator insets.
    public var narrowMargin: Double
    /// The minimum height of footer buttons; taller only when a label wraps.
    public var buttonHeight: Double
    /// The corner radius of footer buttons.
    public var buttonCornerRadius: Double
    /// How far the hard button shadow falls below the button, unblurred.
    public var buttonShadowOffset: Double
    /// The thickness of separator hairlines, in points.
    public var separatorThickness: Double

    // The tokens below are new in layout 1.2; a document without them means these values.

    /// The width of the banner icon; its height follows the drawing's view box.
    public var bannerIconSize: Double = 43
    /// The width of each detail's icon; its height follows the drawing's view box.
    public var detailIconSize: Double = 40
    /// The width of a section item's icon, and of the space an item without one keeps.
    public var itemIconSize: Double = 26
    /// The minimum height of the navigation bar.
    public var navigationBarHeight: Double = 44
    /// The minimum height of anything tapped: link buttons and dialog buttons.
    public var minimumTapHeight: Double = 44
    /// The space above and below the banner's icon and text.
    public var bannerPadding: Double = 17
    /// The space between the banner's title and subtitle.
    public var bannerTitleSpacing: Double = 5
    /// The space above the first detail.
    public var detailsPaddingTop: Double = 25
    /// The space below the last detail.
    public var detailsPaddingBottom: Double = 27
    /// The space above a section's heading or first item.
    public var sectionPaddingTop: Double = 10
    /// The space above and below the label of a footer or dialog button.
    public var buttonPadding: Double = 4
    /// The width of a dialog, where the screen is wide enough (see docs/theme.md).
    public var dialogWidth: Double = 270
    /// The corner radius of a dialog.
    public var dialogCornerRadius: Double = 14
    /// The space above a dialog's title.
    public var dialogTitlePaddingTop: Double = 19
    /// The space between a dialog's title and its message.
    public var dialogTitleSpacing: Double = 4
    /// The space between a dialog's message and its buttons.
    public var dialogMessagePaddingBottom: Double = 19

    /// Metrics in points, each 0 to 10000 (a reader refuses any other).
    public init(
      margin: Double, narrowMargin: Double, buttonHeight: Double, buttonCornerRadius: Double,
      buttonShadowOffset: Double, separatorThickness: Double
    ) {
      self.margin = margin
      self.narrowMargin = narrowMargin
      self.buttonHeight = buttonHeight
      self.buttonCornerRadius = buttonCornerRadius
      self.buttonShadowOffset = buttonShadowOffset
      self.separatorThickness = separatorThickness
    }
  }
}
