extension LayoutDocument {
  /// One block of the scrolling region, tagged by `type` in JSON.
  ///
  /// Any block but a separator may carry a `fallback` (1.2): a client that does not know the
  /// block's `type` draws the fallback instead (recursively), or skips the block when it has
  /// none. A client that knows the type ignores the fallback.
  public enum Block: Codable, Sendable, Equatable {
    /// The coloured banner with the alert type's icon, heading and subheading.
    ///
    /// Banners and sections are held indirectly, so that a block takes a pointer's room in
    /// the body and a separator none of its own.
    indirect case banner(Banner)
    /// The leaked details, one per event.
    indirect case details(DetailList)
    /// A titled section such as "What's at risk", "Next Steps" or "Need help?".
    indirect case section(Section)
    /// A full-width hairline between blocks.
    case separator

    private enum CodingKeys: String, CodingKey {
      case type
    }

    private enum Kind: String, Codable {
      case banner, details, section, separator
    }

    /// Decodes a block by its `type`.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      switch try container.decode(Kind.self, forKey: .type) {
      case .banner: self = .banner(try Banner(from: decoder))
      case .details: self = .details(try DetailList(from: decoder))
      case .section: self = .section(try Section(from: decoder))
      case .separator: self = .separator
      }
    }

    /// Encodes the block's fields beside its `type`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      switch self {
      case .banner(let banner):
        try container.encode(Kind.banner, forKey: .type)
        try banner.encode(to: encoder)
      case .details(let details):
        try container.encode(Kind.details, forKey: .type)
        try details.encode(to: encoder)
      case .section(let section):
        try container.encode(Kind.section, forKey: .type)
        try section.encode(to: encoder)
      case .separator:
        try container.encode(Kind.separator, forKey: .type)
      }
    }
  }

  /// The banner at the top of the scrolling region.
  public struct Banner: Codable, Sendable, Equatable {
    /// The alert type's icon, drawn in `onDanger` on the `danger` banner.
    public var icon: Icon
    /// The heading, such as "Identity Risk".
    public var title: String
    /// The subheading, such as "Your email has been leaked".
    public var subtitle: String

    /// Languages and argument ranges of this object's texts, by field name; absent when none.
    public var annotations: Annotations? = nil
    /// What a client that does not know this block's type draws instead (1.2).
    public var fallback: Block? = nil

    /// A banner of `title` over `subtitle`; nil `annotations` and `fallback` write no key.
    public init(
      icon: Icon, title: String, subtitle: String, annotations: Annotations? = nil,
      fallback: Block? = nil
    ) {
      self.icon = icon
      self.title = title
      self.subtitle = subtitle
      self.annotations = annotations
      self.fallback = fallback
    }
  }

  /// The leaked details, written as a block of `type` `details`.
  public struct DetailList: Codable, Sendable, Equatable {
    /// One item per event, in the alert's order.
    public var items: [Detail]
    /// What a client that does not know this block's type draws instead (1.2).
    public var fallback: Block? = nil

    /// A list of `items`, which the caller keeps in the alert's event order; nil `fallback`
    /// writes no key.
    public init(items: [Detail], fallback: Block? = nil) {
      self.items = items
      self.fallback = fallback
    }
  }

  /// A titled section, written as a block of `type` `section`.
  public struct Section: Codable, Sendable, Equatable {
    /// A stable id: `risks`, `steps` or `help`.
    public var id: String
    /// The heading, level 2 in the documents `alert-render` writes.
    public var heading: Heading
    /// Paragraphs or steps, in order.
    public var items: [Item]
    /// A button after the items, such as "Contact us now".
    public var button: Button?
    /// What a client that does not know this block's type draws instead (1.2).
    public var fallback: Block? = nil

    /// A section `id` of `items` under `heading`; nil `button` and `fallback` write no key.
    public init(
      id: String, heading: Heading, items: [Item], button: Button? = nil, fallback: Block? = nil
    ) {
      self.id = id
      self.heading = heading
      self.items = items
      self.button = button
      self.fallback = fallback
    }
  }

  /// A heading and its level in the document outline.
  public struct Heading: Codable, Sendable, Equatable {
    /// The heading's localized text, drawn in `typography.emphasis`.
    public var text: String
    /// The outline level; section headings are level 2 below the navigation title.
    public var level: Int

    /// Languages and argument ranges of this object's texts, by field name; absent when none.
    public var annotations: Annotations? = nil

    /// A heading at `level`, 1 to 6 (a reader refuses any other).
    public init(text: String, level: Int, annotations: Annotations? = nil) {
      self.text = text
      self.level = level
      self.annotations = annotations
    }
  }

  /// A paragraph of a section, with an icon for steps.
  public struct Item: Codable, Sendable, Equatable {
    /// The paragraph's localized text, drawn in `typography.text`.
    public var text: String
    /// The leading icon, if any.
    public var icon: Icon?

    /// Languages and argument ranges of this object's texts, by field name; absent when none.
    public var annotations: Annotations? = nil

    /// A paragraph of `text`; nil `icon` writes no `icon` key and draws no icon.
    public init(text: String, icon: Icon? = nil, annotations: Annotations? = nil) {
      self.text = text
      self.icon = icon
      self.annotations = annotations
    }
  }

  /// A named icon with its accessibility treatment.
  public struct Icon: Codable, Sendable, Equatable {
    /// The icon's name; clients map it to their own asset.
    public var name: String
    /// What a screen reader says; absent when `decorative`.
    public var accessibilityLabel: String?
    /// True when the icon adds nothing the nearby text does not say.
    public var decorative: Bool

    /// Languages and argument ranges of this object's texts, by field name; absent when none.
    public var annotations: Annotations? = nil

    /// An icon named `name`; a `decorative` one should have nil `accessibilityLabel`.
    public init(
      name: String, accessibilityLabel: String? = nil, decorative: Bool,
      annotations: Annotations? = nil
    ) {
      self.name = name
      self.accessibilityLabel = accessibilityLabel
      self.decorative = decorative
      self.annotations = annotations
    }
  }
}
