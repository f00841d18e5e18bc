extension LayoutDocument {
  /// A tappable button that runs the action `action` names.
  public struct Button: Codable, Sendable, Equatable {
    /// A stable id, such as `remind-later`.
    public var id: String
    /// The localized label; a long one wraps as `layout.textWrap` says, never cut.
    public var title: String
    /// How the button looks.
    public var style: ButtonStyle
    /// The id of the action to run, a key of `actions`.
    public var action: String
    /// What happens on tap, for screen readers.
    public var accessibilityHint: String?

    /// Languages and argument ranges of this object's texts, by field name; absent when none.
    public var annotations: Annotations? = nil

    /// A button running `action`, which should be a key of the document's `actions`; nil
    /// `accessibilityHint` and `annotations` write no key.
    public init(
      id: String, title: String, style: ButtonStyle, action: String,
      accessibilityHint: String? = nil, annotations: Annotations? = nil
    ) {
      self.id = id
      self.title = title
      self.style = style
      self.action = action
      self.accessibilityHint = accessibilityHint
      self.annotations = annotations
    }
  }

  /// A modal dialog, a value of the document's `dialogs`, opened by a `show-dialog` action.
  public struct Dialog: Codable, Sendable, Equatable {
    /// The localized title, drawn in `typography.title`.
    public var title: String
    /// The localized message under the title, drawn in `typography.text`.
    public var message: String
    /// The buttons; every one closes the dialog, then runs its action.
    public var buttons: [DialogButton]

    /// Languages and argument ranges of this object's texts, by field name; absent when none.
    public var annotations: Annotations? = nil

    /// A dialog of `title`, `message` and `buttons` in the order given; nil `annotations`
    /// writes no key.
    public init(
      title: String, message: String, buttons: [DialogButton], annotations: Annotations? = nil
    ) {
      self.title = title
      self.message = message
      self.buttons = buttons
      self.annotations = annotations
    }
  }

  /// A button of a dialog: it closes the dialog, then runs the action `action` names.
  public struct DialogButton: Codable, Sendable, Equatable {
    /// The localized label, placed and styled as `role` says.
    public var title: String
    /// What the button means, which platforms style and place differently.
    public var role: DialogRole
    /// The id of the follow-up action, a key of `actions`.
    public var action: String

    /// Languages and argument ranges of this object's texts, by field name; absent when none.
    public var annotations: Annotations? = nil

    /// A dialog button running `action`, which should be a key of the document's `actions`.
    public init(title: String, role: DialogRole, action: String, annotations: Annotations? = nil) {
      self.title = title
      self.role = role
      self.action = action
      self.annotations = annotations
    }
  }

  /// Something a button does.
  public struct Action: Codable, Sendable, Equatable {
    /// What the action does.
    public var kind: ActionKind
    /// For `show-dialog`, the dialog's id.
    public var dialog: String?
    /// What to report to analytics when the action runs.
    public var analytics: Analytics

    /// An action of `kind`; `dialog`, a key of the document's `dialogs`, only for
    /// `show-dialog` (nil writes no `dialog` key).
    public init(kind: ActionKind, dialog: String? = nil, analytics: Analytics) {
      self.kind = kind
      self.dialog = dialog
      self.analytics = analytics
    }
  }

  /// An analytics event tied to the alert.
  public struct Analytics: Codable, Sendable, Equatable {
    /// The event name, such as `alert_resolved`.
    public var event: String
    /// The id of the alert the event concerns, written as `alertId`: the document's
    /// `alert.id`.
    public var alertId: String

    /// An event named `event` for the alert `alertId`.
    public init(event: String, alertId: String) {
      self.event = event
      self.alertId = alertId
    }
  }
}
